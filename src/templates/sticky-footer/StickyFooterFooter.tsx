import React from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

/** The footer: pushed to the bottom by `mt: 'auto'` in the page's column. */
export default function StickyFooterFooter(): React.JSX.Element {
  return (
    <Box
      component="footer"
      sx={{ mt: 'auto', py: 3, px: 2, bgcolor: 'action.hover', borderTop: 1, borderColor: 'divider' }}
    >
      <Container maxWidth="sm">
        <Typography variant="body1">This footer stays down here.</Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Built with Material UI: Box, Container and Typography.
        </Typography>
      </Container>
    </Box>
  );
}
