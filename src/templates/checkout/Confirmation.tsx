/** After "Place order": the order number and where the parcel goes. */
import { forwardRef } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutline';

interface ConfirmationProps {
  readonly orderNumber: string;
  readonly city: string;
  readonly onNewOrder: () => void;
}

const Confirmation = forwardRef<HTMLHeadingElement, ConfirmationProps>(function Confirmation(
  { orderNumber, city, onNewOrder },
  headingRef,
) {
  return (
    <Box role="status" sx={{ textAlign: 'center', py: { xs: 2, sm: 4 } }}>
      <CheckCircleOutline aria-hidden color="success" sx={{ fontSize: 56, mb: 1 }} />
      <Typography ref={headingRef} tabIndex={-1} component="h2" variant="h5" sx={{ fontWeight: 700, mb: 1 }}>
        Thank you for your order
      </Typography>
      <Typography sx={{ mb: 1 }}>
        Your order number is <strong>{orderNumber}</strong>.
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        It will be packed today and delivered to {city} within three working days.
      </Typography>
      <Button variant="outlined" onClick={onNewOrder}>
        Start a new order
      </Button>
    </Box>
  );
});

export default Confirmation;
