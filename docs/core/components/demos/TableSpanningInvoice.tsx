import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

interface Line {
  item: string;
  quantity: number;
  unitPrice: number;
}

const LINES: readonly Line[] = [
  { item: 'Trail running shoes', quantity: 1, unitPrice: 129 },
  { item: 'Merino socks', quantity: 3, unitPrice: 14.5 },
  { item: 'Headlamp', quantity: 1, unitPrice: 39.9 },
];

const TAX_RATE = 0.08;
const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const percent = new Intl.NumberFormat('en-US', { style: 'percent' });

const subtotal = LINES.reduce((sum, line) => sum + line.quantity * line.unitPrice, 0);
const tax = subtotal * TAX_RATE;

export default function TableSpanningInvoice() {
  return (
    <TableContainer
      component={Paper}
      variant="outlined"
      tabIndex={0}
      role="region"
      aria-label="Invoice, scrollable"
    >
      <Table aria-label="Invoice" sx={{ minWidth: 480 }}>
        <TableHead>
          <TableRow>
            <TableCell colSpan={3}>Items</TableCell>
            <TableCell align="right">Price</TableCell>
          </TableRow>
          <TableRow>
            <TableCell>Item</TableCell>
            <TableCell align="right">Quantity</TableCell>
            <TableCell align="right">Unit</TableCell>
            <TableCell align="right">Sum</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {LINES.map((line) => (
            <TableRow key={line.item}>
              <TableCell component="th" scope="row">
                {line.item}
              </TableCell>
              <TableCell align="right">{line.quantity}</TableCell>
              <TableCell align="right">{money.format(line.unitPrice)}</TableCell>
              <TableCell align="right">
                {money.format(line.quantity * line.unitPrice)}
              </TableCell>
            </TableRow>
          ))}
          <TableRow>
            {/* An empty cell two columns wide and three rows high leaves room under the items. */}
            <TableCell rowSpan={3} colSpan={2} />
            <TableCell component="th" scope="row">
              Subtotal
            </TableCell>
            <TableCell align="right">{money.format(subtotal)}</TableCell>
          </TableRow>
          <TableRow>
            <TableCell component="th" scope="row">
              Tax {percent.format(TAX_RATE)}
            </TableCell>
            <TableCell align="right">{money.format(tax)}</TableCell>
          </TableRow>
          <TableRow>
            <TableCell component="th" scope="row" sx={{ fontWeight: 'fontWeightMedium' }}>
              Total
            </TableCell>
            <TableCell align="right" sx={{ fontWeight: 'fontWeightMedium' }}>
              {money.format(subtotal + tax)}
            </TableCell>
          </TableRow>
        </TableBody>
      </Table>
    </TableContainer>
  );
}
