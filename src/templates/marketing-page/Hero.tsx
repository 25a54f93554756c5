import React from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { paletteVars } from './paletteVars';
import ProductPreview from './ProductPreview';
import SignUpForm from './SignUpForm';

/** The first screen: the promise, the email sign-up, and a picture of the product. */
export default function Hero(): React.JSX.Element {
  return (
    <Box
      component="section"
      aria-labelledby="marketing-title"
      sx={{
        pt: { xs: 6, md: 10 },
        pb: { xs: 6, md: 8 },
        background: (theme) =>
          `radial-gradient(ellipse 80% 50% at 50% -10%, ${paletteVars(theme).action.selected}, transparent)`,
      }}
    >
      <Container
        maxWidth="lg"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
          gap: { xs: 5, md: 6 },
          alignItems: 'center',
        }}
      >
        <div>
          <Typography
            id="marketing-title"
            variant="h2"
            component="h1"
            sx={{ fontWeight: 700, fontSize: { xs: '2.25rem', sm: '3rem', md: '3.5rem' }, mb: 2 }}
          >
            Plan the work.{' '}
            <Box component="span" sx={{ color: 'primary.main' }}>
              Ship on time.
            </Box>
          </Typography>
          <Typography variant="h6" component="p" sx={{ color: 'text.secondary', fontWeight: 400, mb: 4 }}>
            Harborline keeps your team&apos;s projects, deadlines and workload in one place, so everyone knows what
            comes next and nobody has to ask twice.
          </Typography>
          <SignUpForm />
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
            Free for one person. No card needed.
          </Typography>
        </div>
        <ProductPreview />
      </Container>
    </Box>
  );
}
