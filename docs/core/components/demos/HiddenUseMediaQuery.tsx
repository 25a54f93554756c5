import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';

const INVOICES = [
  { id: 'INV-1031', customer: 'Northwind Bakery', total: '$1,240.00' },
  { id: 'INV-1032', customer: 'Blue Fern Studio', total: '$385.50' },
  { id: 'INV-1033', customer: 'Harbor Tools', total: '$2,015.75' },
];

export default function HiddenUseMediaQuery() {
  const theme = useTheme();
  // false on the server and during hydration, then the real answer in the browser.
  const wide = useMediaQuery(theme.breakpoints.up('md'));

  return (
    <Box>
      {wide ? (
        <Table size="small" aria-label="Invoices">
          <TableHead>
            <TableRow>
              <TableCell>Invoice</TableCell>
              <TableCell>Customer</TableCell>
              <TableCell align="right">Total</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {INVOICES.map((invoice) => (
              <TableRow key={invoice.id}>
                <TableCell>{invoice.id}</TableCell>
                <TableCell>{invoice.customer}</TableCell>
                <TableCell align="right">{invoice.total}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : (
        <List dense aria-label="Invoices">
          {INVOICES.map((invoice) => (
            <ListItem key={invoice.id} divider>
              <ListItemText
                primary={`${invoice.customer}: ${invoice.total}`}
                secondary={invoice.id}
              />
            </ListItem>
          ))}
        </List>
      )}
      <Typography variant="body2" sx={{ mt: 2, color: 'text.secondary' }}>
        Layout: {wide ? 'table (900px and wider)' : 'list (below 900px)'}
      </Typography>
    </Box>
  );
}
