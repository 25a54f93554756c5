import React from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import TemplateModeToggle from '../shared/TemplateModeToggle';

/** The page's header: the product name, the mode switch and the way to an account. */
export default function PricingAppBar(): React.JSX.Element {
  return (
    <AppBar
      position="sticky"
      color="default"
      elevation={0}
      sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}
    >
      <Toolbar sx={{ gap: 1, flexWrap: 'wrap' }}>
        <Typography component="p" variant="h6" sx={{ fontWeight: 700, color: 'primary.main' }}>
          Harborline
        </Typography>
        <Box sx={{ flexGrow: 1 }} />
        <TemplateModeToggle />
        <Button href="./sign-in" variant="outlined" size="small">
          Sign in
        </Button>
      </Toolbar>
    </AppBar>
  );
}
