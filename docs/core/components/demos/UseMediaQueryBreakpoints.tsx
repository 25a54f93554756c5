import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Theme, useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';

function BreakpointRow({ label, query }: { label: string; query: string }) {
  const matches = useMediaQuery(query);
  return (
    <Box component="tr">
      <Box
        component="th"
        scope="row"
        sx={{ textAlign: 'start', fontWeight: 500, pr: 2, py: 0.5 }}
      >
        {label}
      </Box>
      <Box
        component="td"
        sx={{ pr: 2, fontFamily: 'monospace', fontSize: 12, wordBreak: 'break-word' }}
      >
        {query.replace('@media ', '')}
      </Box>
      <Box component="td">{matches ? 'yes' : 'no'}</Box>
    </Box>
  );
}

export default function UseMediaQueryBreakpoints() {
  const theme = useTheme();
  // A function receives the theme: the same as passing theme.breakpoints.up('md').
  const wide = useMediaQuery((current: Theme) => current.breakpoints.up('md'));

  const rows = [
    { label: "up('sm')", query: theme.breakpoints.up('sm') },
    { label: "up('md')", query: theme.breakpoints.up('md') },
    { label: "down('md')", query: theme.breakpoints.down('md') },
    { label: "between('sm', 'lg')", query: theme.breakpoints.between('sm', 'lg') },
    { label: "only('md')", query: theme.breakpoints.only('md') },
  ];

  return (
    <Box>
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
        <Typography aria-live="polite">
          Layout:{' '}
          {wide
            ? `two columns (window ${theme.breakpoints.values.md}px and wider)`
            : `one column (window narrower than ${theme.breakpoints.values.md}px)`}
        </Typography>
      </Paper>
      <Box sx={{ overflowX: 'auto' }}>
        <Box component="table" sx={{ borderCollapse: 'collapse', fontSize: 14 }}>
          <Box component="thead">
            <Box component="tr">
              <Box component="th" scope="col" sx={{ textAlign: 'start', pr: 2 }}>
                Helper
              </Box>
              <Box component="th" scope="col" sx={{ textAlign: 'start', pr: 2 }}>
                Media query
              </Box>
              <Box component="th" scope="col" sx={{ textAlign: 'start' }}>
                Matches
              </Box>
            </Box>
          </Box>
          <Box component="tbody">
            {rows.map((row) => (
              <BreakpointRow key={row.label} label={row.label} query={row.query} />
            ))}
          </Box>
        </Box>
      </Box>
    </Box>
  );
}
