import * as React from 'react';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTheme, type Breakpoint } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';

interface RowProps {
  breakpoint: Breakpoint;
  next: Breakpoint | undefined;
  onActive: (breakpoint: Breakpoint) => void;
}

/** One breakpoint of the theme: its start, the query `only()` builds, and whether it matches now. */
function BreakpointRow({ breakpoint, next, onActive }: RowProps) {
  const theme = useTheme();
  const query = theme.breakpoints.only(breakpoint);
  // false on the server and during hydration, then the browser's answer.
  const active = useMediaQuery(query);

  React.useEffect(() => {
    if (active) onActive(breakpoint);
  }, [active, breakpoint, onActive]);

  return (
    <TableRow selected={active}>
      <TableCell component="th" scope="row" sx={{ fontWeight: 700 }}>
        {breakpoint}
      </TableCell>
      <TableCell>{theme.breakpoints.values[breakpoint]} px</TableCell>
      <TableCell>{next ? `${theme.breakpoints.values[next]} px` : 'none'}</TableCell>
      <TableCell sx={{ fontFamily: 'monospace', fontSize: 12, overflowWrap: 'anywhere' }}>
        {query.replace('@media ', '')}
      </TableCell>
      <TableCell>{active ? 'yes' : 'no'}</TableCell>
    </TableRow>
  );
}

export default function BreakpointsCurrent() {
  const theme = useTheme();
  const { keys } = theme.breakpoints;
  const [current, setCurrent] = React.useState<Breakpoint | null>(null);

  return (
    <Stack spacing={2}>
      <Typography variant="h6" component="p" aria-live="polite">
        Current breakpoint: {current ?? 'measuring…'}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Resize the window to move between rows. A breakpoint starts at its value and ends
        just below the next one ({theme.breakpoints.values.md} px is already{' '}
        <code>md</code>).
      </Typography>
      <TableContainer tabIndex={0} role="region" aria-label="Breakpoints of the theme">
        <Table size="small" sx={{ minWidth: 480 }}>
          <TableHead>
            <TableRow>
              <TableCell>Key</TableCell>
              <TableCell>Starts at</TableCell>
              <TableCell>Ends below</TableCell>
              <TableCell>only(key)</TableCell>
              <TableCell>Active</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {keys.map((key, index) => (
              <BreakpointRow
                key={key}
                breakpoint={key}
                next={keys[index + 1]}
                onActive={setCurrent}
              />
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Stack>
  );
}
