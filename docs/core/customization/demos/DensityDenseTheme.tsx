import * as React from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { Theme, ThemeProvider } from '@mui/material/styles';

/** The dense choice for every component below it, as default props; instances can still override them. */
function denseTheme(outer: Theme): Theme {
  return {
    ...outer,
    components: {
      ...outer.components,
      MuiButton: { defaultProps: { size: 'small' } },
      MuiCheckbox: { defaultProps: { size: 'small' } },
      MuiList: { defaultProps: { dense: true } },
      MuiTable: { defaultProps: { size: 'small' } },
      MuiTextField: { defaultProps: { size: 'small', margin: 'dense' } },
    },
  };
}

function sameTheme(outer: Theme): Theme {
  return outer;
}

const ROWS = [
  { sku: 'KB-104', item: 'Keyboard', quantity: 2 },
  { sku: 'MS-220', item: 'Mouse', quantity: 5 },
  { sku: 'HD-031', item: 'Headset', quantity: 1 },
];

export default function DensityDenseTheme() {
  const [dense, setDense] = React.useState(false);
  return (
    <Stack spacing={2}>
      <FormControlLabel
        control={
          <Switch
            checked={dense}
            onChange={(event) => setDense(event.target.checked)}
            inputProps={{ role: 'switch' }}
          />
        }
        label="Dense theme"
      />
      <ThemeProvider theme={dense ? denseTheme : sameTheme}>
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap">
            <TextField
              label="Customer"
              defaultValue="Rivera Logistics"
              sx={{ flex: '1 1 12rem' }}
            />
            <TextField
              label="Order number"
              defaultValue="10482"
              sx={{ flex: '1 1 8rem' }}
            />
          </Stack>
          <List aria-label="Delivery options">
            {['Standard delivery', 'Express delivery', 'Pick-up at the depot'].map(
              (option) => (
                <ListItem key={option} disablePadding>
                  <ListItemButton>
                    <ListItemText primary={option} />
                  </ListItemButton>
                </ListItem>
              ),
            )}
          </List>
          <Table aria-label="Order lines">
            <TableHead>
              <TableRow>
                <TableCell>SKU</TableCell>
                <TableCell>Item</TableCell>
                <TableCell align="right">Quantity</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {ROWS.map((row) => (
                <TableRow key={row.sku}>
                  <TableCell>{row.sku}</TableCell>
                  <TableCell>{row.item}</TableCell>
                  <TableCell align="right">{row.quantity}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <Stack
            direction="row"
            spacing={1}
            useFlexGap
            flexWrap="wrap"
            alignItems="center"
            sx={{ mt: 2 }}
          >
            <FormControlLabel control={<Checkbox defaultChecked />} label="Gift wrap" />
            <Button variant="contained">Confirm order</Button>
            <Button>Save for later</Button>
          </Stack>
        </Paper>
      </ThemeProvider>
    </Stack>
  );
}
