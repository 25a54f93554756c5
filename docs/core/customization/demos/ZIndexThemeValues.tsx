import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTheme } from '@mui/material/styles';

/** Which Material UI v5 components read each key of theme.zIndex in their styles. */
const USED_BY: Record<string, string> = {
  mobileStepper: 'MobileStepper (fixed at the top or bottom)',
  fab: 'Fab',
  speedDial: 'SpeedDial',
  appBar: 'AppBar (fixed, absolute or sticky)',
  drawer: 'Drawer, SwipeableDrawer',
  modal: 'Modal, Dialog, Popover, Menu, the Autocomplete list',
  snackbar: 'Snackbar',
  tooltip: 'Tooltip',
};

export default function ZIndexThemeValues() {
  const theme = useTheme();
  // Read from the live theme: the order below is the order in which layers cover each other.
  const layers = Object.entries(theme.zIndex).sort(([, a], [, b]) => a - b);
  const highest = layers[layers.length - 1][1];

  return (
    <Table
      size="small"
      aria-label="theme.zIndex of this page, from the lowest layer to the highest"
    >
      <TableHead>
        <TableRow>
          <TableCell component="th" scope="col">
            Key
          </TableCell>
          <TableCell component="th" scope="col" align="right">
            Value
          </TableCell>
          <TableCell component="th" scope="col">
            Read by
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {layers.map(([key, value]) => (
          <TableRow key={key}>
            <TableCell component="th" scope="row">
              <code>{key}</code>
            </TableCell>
            <TableCell align="right">
              <Box
                component="span"
                sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}
              >
                <Box
                  component="span"
                  aria-hidden="true"
                  sx={{
                    display: { xs: 'none', sm: 'inline-block' },
                    height: 8,
                    width: `${Math.round((value - 900) / ((highest - 900) / 80))}px`,
                    bgcolor: 'primary.main',
                    borderRadius: 1,
                  }}
                />
                {value}
              </Box>
            </TableCell>
            <TableCell>{USED_BY[key] ?? 'Your own components'}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
