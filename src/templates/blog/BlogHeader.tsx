import React from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import TemplateModeToggle from '../shared/TemplateModeToggle';

/** The blog's header: its name, the mode switch, and the way back to the product's site. */
export default function BlogHeader(): React.JSX.Element {
  return (
    <AppBar
      position="sticky"
      color="default"
      elevation={0}
      sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}
    >
      <Toolbar sx={{ gap: 1 }}>
        <Typography component="p" variant="h6" sx={{ fontWeight: 700 }}>
          <Box component="span" sx={{ color: 'primary.main' }}>
            Harborline
          </Box>{' '}
          Journal
        </Typography>
        <Box sx={{ flexGrow: 1 }} />
        <TemplateModeToggle />
        <Button
          href="./marketing-page"
          size="small"
          color="inherit"
          sx={{ display: { xs: 'none', sm: 'inline-flex' } }}
        >
          Product
        </Button>
      </Toolbar>
    </AppBar>
  );
}
