import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import useMediaQuery from '@mui/material/useMediaQuery';

const QUERIES = [
  '(min-width: 600px)',
  '(orientation: landscape)',
  '(hover: hover)',
  '(prefers-color-scheme: dark)',
  '(prefers-reduced-motion: reduce)',
];

function QueryRow({ query }: { query: string }) {
  const matches = useMediaQuery(query);
  return (
    <Box
      component="li"
      sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', py: 0.5 }}
    >
      <Box component="code" sx={{ fontSize: 13 }}>
        {query}
      </Box>
      <Chip
        size="small"
        label={matches ? 'matches' : 'no match'}
        color={matches ? 'success' : 'default'}
        variant={matches ? 'filled' : 'outlined'}
      />
    </Box>
  );
}

export default function UseMediaQueryBasic() {
  return (
    <Box
      component="ul"
      aria-label="Media queries and their answers"
      sx={{ listStyle: 'none', m: 0, p: 0 }}
    >
      {QUERIES.map((query) => (
        <QueryRow key={query} query={query} />
      ))}
    </Box>
  );
}
