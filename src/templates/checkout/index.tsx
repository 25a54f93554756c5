/**
 * The checkout template: the three checkout steps beside the order summary (the summary comes after
 * the steps on phones).
 */
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import LockOutlined from '@mui/icons-material/LockOutlined';
import BrandMark from '../shared/BrandMark';
import TemplateModeToggle from '../shared/TemplateModeToggle';
import CheckoutSteps from './CheckoutSteps';
import OrderSummary from './OrderSummary';

export default function Checkout() {
  return (
    <Box sx={{ flexGrow: 1, bgcolor: 'background.default' }}>
      <AppBar position="static" color="transparent" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Toolbar sx={{ gap: 2 }}>
          <BrandMark />
          <Box sx={{ flex: 1 }} />
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{ display: { xs: 'none', sm: 'flex' }, alignItems: 'center', gap: 0.5 }}
          >
            <LockOutlined aria-hidden fontSize="small" /> Secure checkout
          </Typography>
          <TemplateModeToggle />
        </Toolbar>
      </AppBar>
      <Box
        component="main"
        sx={{
          maxWidth: 1100,
          mx: 'auto',
          px: 2,
          py: { xs: 3, md: 5 },
          display: 'grid',
          gap: { xs: 3, md: 5 },
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 3fr) minmax(0, 2fr)' },
          alignItems: 'start',
        }}
      >
        <Box>
          <Typography component="h1" variant="h4" sx={{ fontWeight: 700, mb: 3 }}>
            Checkout
          </Typography>
          <CheckoutSteps />
        </Box>
        <OrderSummary />
      </Box>
    </Box>
  );
}
