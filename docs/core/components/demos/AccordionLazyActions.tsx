import * as React from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionActions from '@mui/material/AccordionActions';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';

interface Invoice {
  month: string;
  amount: number;
}

const MONTH = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
const MONEY = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

// Two years of invoices: a fixed base price plus a seat count that grows every quarter.
const INVOICES: Invoice[] = Array.from({ length: 24 }, (_, index) => ({
  month: MONTH.format(new Date(Date.UTC(2024, index, 1))),
  amount: 49 + 12 * Math.floor(index / 3),
}));

function InvoiceTable({ onMount }: { onMount: () => void }) {
  React.useEffect(() => {
    onMount();
  }, [onMount]);
  return (
    <Table size="small" aria-label="Invoices">
      <TableHead>
        <TableRow>
          <TableCell>Month</TableCell>
          <TableCell align="right">Amount</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {INVOICES.map((invoice) => (
          <TableRow key={invoice.month}>
            <TableCell>{invoice.month}</TableCell>
            <TableCell align="right">{MONEY.format(invoice.amount)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

export default function AccordionLazyActions() {
  const [expanded, setExpanded] = React.useState(false);
  const [mounts, setMounts] = React.useState(0);
  const countMount = React.useCallback(() => setMounts((count) => count + 1), []);

  return (
    <div>
      <Accordion
        expanded={expanded}
        onChange={(_event, isExpanded) => setExpanded(isExpanded)}
        // The table is created when the panel opens and removed once it has closed.
        slotProps={{ transition: { unmountOnExit: true } }}
      >
        <AccordionSummary
          id="accordion-lazy-summary"
          // The panel does not exist while closed, so the summary only points to it when open.
          aria-controls={expanded ? 'accordion-lazy-panel' : undefined}
          expandIcon={<ExpandMoreIcon />}
        >
          Billing history (24 invoices)
        </AccordionSummary>
        {/* The table scrolls inside the panel; a scrollable region must be reachable with the keyboard. */}
        <AccordionDetails
          sx={{ maxHeight: 240, overflowY: 'auto' }}
          tabIndex={0}
          role="region"
          aria-label="Invoices, scrollable"
        >
          <InvoiceTable onMount={countMount} />
        </AccordionDetails>
        <AccordionActions>
          <Button onClick={() => setExpanded(false)}>Close</Button>
          <Button variant="contained">Download all</Button>
        </AccordionActions>
      </Accordion>
      <Typography
        variant="body2"
        color="text.secondary"
        sx={{ mt: 2 }}
        aria-live="polite"
      >
        The invoice table has been mounted {mounts} {mounts === 1 ? 'time' : 'times'}.
      </Typography>
    </div>
  );
}
