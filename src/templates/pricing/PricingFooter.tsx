import React from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

/** The page's footer: what prices mean, and the product's name. */
export default function PricingFooter(): React.JSX.Element {
  return (
    <Box component="footer" sx={{ mt: 'auto', py: 4, borderTop: 1, borderColor: 'divider' }}>
      <Container maxWidth="lg">
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Prices are in US dollars per seat and exclude sales tax. Harborline is a fictional product made for this
          template.
        </Typography>
      </Container>
    </Box>
  );
}
