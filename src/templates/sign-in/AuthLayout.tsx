/**
 * The frame of the sign-in and sign-up templates: the top bar, then the page's heading and form on a
 * card centered in the remaining height (full width on phones).
 */
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import AuthHeader from './AuthHeader';

interface AuthLayoutProps {
  readonly title: string;
  readonly intro: string;
  readonly children: ReactNode;
}

export default function AuthLayout({ title, intro, children }: AuthLayoutProps) {
  return (
    <Box sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      <AuthHeader />
      <Box
        component="main"
        sx={{ flex: 1, display: 'flex', alignItems: 'center', justifyContent: 'center', px: 2, py: { xs: 3, sm: 6 } }}
      >
        <Card variant="outlined" sx={{ width: 1, maxWidth: 460, p: { xs: 2.5, sm: 4 } }}>
          <Typography component="h1" variant="h4" sx={{ fontWeight: 700, mb: 1 }}>
            {title}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {intro}
          </Typography>
          {children}
        </Card>
      </Box>
    </Box>
  );
}
