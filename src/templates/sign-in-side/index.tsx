/**
 * The sign-in-side template: the sign-in form beside a panel about the product; on phones the panel
 * comes after the form.
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import AuthHeader from '../sign-in/AuthHeader';
import SignInForm from '../sign-in/SignInForm';
import { BRAND_NAME } from '../shared/BrandMark';
import ProductPoints from './ProductPoints';

export default function SignInSide() {
  return (
    <Box sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      <AuthHeader />
      <Box
        component="main"
        sx={{ flex: 1, display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 5fr) minmax(0, 6fr)' } }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', px: 2, py: { xs: 4, md: 8 } }}>
          <Box sx={{ width: 1, maxWidth: 420 }}>
            <Typography component="h1" variant="h4" sx={{ fontWeight: 700, mb: 1 }}>
              Sign in
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 3 }}>
              Use your {BRAND_NAME} account to open your workspace.
            </Typography>
            <SignInForm />
          </Box>
        </Box>
        <ProductPoints />
      </Box>
    </Box>
  );
}
