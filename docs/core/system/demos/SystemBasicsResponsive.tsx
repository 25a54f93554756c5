import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme, type Breakpoint } from '@mui/material/styles';

/** The display value that shows an element only from `key` up to the next breakpoint. */
function onlyAt(
  keys: readonly Breakpoint[],
  key: Breakpoint,
): Partial<Record<Breakpoint, string>> {
  const index = keys.indexOf(key);
  const next = keys[index + 1];
  return { xs: 'none', [key]: 'block', ...(next ? { [next]: 'none' } : {}) };
}

export default function SystemBasicsResponsive() {
  const theme = useTheme();
  const { keys, values } = theme.breakpoints;

  return (
    <Box
      sx={{
        display: 'flex',
        // One value per breakpoint, from the smallest up: a column on phones, a row from sm.
        flexDirection: { xs: 'column', sm: 'row' },
        alignItems: { xs: 'stretch', sm: 'center' },
        gap: { xs: 1, md: 3 },
        p: { xs: 2, md: 3 },
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
      }}
    >
      <Box
        aria-hidden="true"
        sx={{
          flexShrink: 0,
          // The array form: xs, sm, md.
          width: [1, 96, 128],
          height: [72, 96, 128],
          borderRadius: 1,
          bgcolor: 'primary.main',
        }}
      />
      <Box sx={{ minWidth: 0 }}>
        <Typography component="p" sx={{ typography: { xs: 'subtitle1', md: 'h6' } }}>
          Harbor walking tour
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Two hours along the old docks, with a stop at the lighthouse.
        </Typography>
        {keys.map((key) => (
          <Typography
            key={key}
            variant="body2"
            sx={{ mt: 1, fontWeight: 'medium', display: onlyAt(keys, key) }}
          >
            Breakpoint in use: {key} ({values[key]} px and wider)
          </Typography>
        ))}
      </Box>
    </Box>
  );
}
