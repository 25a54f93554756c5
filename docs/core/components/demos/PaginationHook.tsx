import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import usePagination from '@mui/material/usePagination';

export default function PaginationHook() {
  const { items } = usePagination({ count: 12, defaultPage: 6, siblingCount: 1 });

  return (
    <nav aria-label="Chapters">
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'flex',
          flexWrap: 'wrap',
          gap: 0.5,
        }}
      >
        {items.map(({ page, type, selected, ...item }, index) => (
          <li key={`${type}-${page ?? index}`}>
            {type === 'start-ellipsis' || type === 'end-ellipsis' ? (
              <Typography component="span" sx={{ px: 1 }} aria-hidden>
                …
              </Typography>
            ) : (
              <ButtonBase
                {...item}
                aria-current={selected ? 'page' : undefined}
                aria-label={
                  type === 'page'
                    ? `Chapter ${page}`
                    : `${type === 'next' ? 'Next' : 'Previous'} chapter`
                }
                sx={{
                  minWidth: 36,
                  height: 36,
                  px: 1,
                  borderRadius: 1,
                  border: 1,
                  borderColor: selected ? 'primary.main' : 'divider',
                  bgcolor: selected ? 'primary.main' : 'transparent',
                  color: selected ? 'primary.contrastText' : 'text.primary',
                  fontWeight: selected ? 'bold' : 'normal',
                  '&.Mui-disabled': { opacity: 0.5 },
                  '&.Mui-focusVisible': {
                    outline: 2,
                    outlineColor: 'primary.main',
                    outlineOffset: 2,
                  },
                }}
              >
                {type === 'page' ? page : type === 'next' ? 'Next' : 'Previous'}
              </ButtonBase>
            )}
          </li>
        ))}
      </Box>
    </nav>
  );
}
