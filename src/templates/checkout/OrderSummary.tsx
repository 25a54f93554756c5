/** The cart beside the checkout steps (below them on phones): items, subtotal, shipping and total. */
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { CART_ITEMS, cartTotals, formatCents } from './cart';

const totals = cartTotals(CART_ITEMS);

export default function OrderSummary() {
  return (
    <Paper component="aside" variant="outlined" aria-labelledby="checkout-summary-title" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="checkout-summary-title" component="h2" variant="h6" sx={{ mb: 1 }}>
        Order summary
      </Typography>
      <List disablePadding aria-label="Items in your cart">
        {CART_ITEMS.map((item) => (
          <ListItem key={item.id} disableGutters sx={{ alignItems: 'flex-start', gap: 2 }}>
            <ListItemText primary={`${item.name} × ${item.quantity}`} secondary={item.detail} />
            <Typography variant="body2" sx={{ pt: 0.75, whiteSpace: 'nowrap' }}>
              {formatCents(item.unitPriceCents * item.quantity)}
            </Typography>
          </ListItem>
        ))}
      </List>
      <Divider sx={{ my: 1 }} />
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: '1fr auto', rowGap: 0.5 }}>
        <Typography component="dt" variant="body2" color="text.secondary">
          Subtotal
        </Typography>
        <Typography component="dd" variant="body2" sx={{ m: 0, textAlign: 'end' }}>
          {formatCents(totals.subtotalCents)}
        </Typography>
        <Typography component="dt" variant="body2" color="text.secondary">
          Shipping
        </Typography>
        <Typography component="dd" variant="body2" sx={{ m: 0, textAlign: 'end' }}>
          {formatCents(totals.shippingCents)}
        </Typography>
        <Typography component="dt" sx={{ fontWeight: 700 }}>
          Total
        </Typography>
        <Typography component="dd" sx={{ m: 0, fontWeight: 700, textAlign: 'end' }}>
          {formatCents(totals.totalCents)}
        </Typography>
      </Box>
    </Paper>
  );
}
