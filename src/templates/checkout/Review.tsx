/** Step 3 of the checkout: what the reader entered in the first two steps, to check before ordering. */
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { PaymentDetails, ShippingDetails } from './checkoutForm';
import { addressLines, paymentLines } from './reviewLines';
import { CART_ITEMS, cartTotals, formatCents } from './cart';

interface ReviewProps {
  readonly shipping: ShippingDetails;
  readonly payment: PaymentDetails;
  /** Goes back to a step to change it (0: shipping, 1: payment). */
  readonly onEdit: (step: 0 | 1) => void;
}

const totals = cartTotals(CART_ITEMS);

interface ReviewBlockProps {
  readonly title: string;
  readonly lines: readonly string[];
  readonly editLabel: string;
  readonly onEdit: () => void;
}

function ReviewBlock({ title, lines, editLabel, onEdit }: ReviewBlockProps) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 1, mb: 1 }}>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        <Link component="button" type="button" variant="body2" onClick={onEdit} aria-label={editLabel}>
          Edit
        </Link>
      </Box>
      {lines.map((line) => (
        <Typography key={line} variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {line}
        </Typography>
      ))}
    </Paper>
  );
}

export default function Review({ shipping, payment, onEdit }: ReviewProps) {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      <ReviewBlock
        title="Shipping to"
        lines={addressLines(shipping)}
        editLabel="Edit the shipping address"
        onEdit={() => onEdit(0)}
      />
      <ReviewBlock
        title="Payment"
        lines={paymentLines(payment)}
        editLabel="Edit the payment details"
        onEdit={() => onEdit(1)}
      />
      <Paper variant="outlined" sx={{ p: 2, gridColumn: { sm: 'span 2' } }}>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
          Amount to pay
        </Typography>
        <Typography variant="body2">
          {totals.itemCount} items, {formatCents(totals.subtotalCents)}, plus {formatCents(totals.shippingCents)}{' '}
          shipping: <strong>{formatCents(totals.totalCents)}</strong>
        </Typography>
      </Paper>
    </Box>
  );
}
