import React from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { STEPS } from './content';

/** Three numbered steps, side by side from medium screens up. */
export default function HowItWorks(): React.JSX.Element {
  return (
    <Box
      component="section"
      id="how-it-works"
      aria-labelledby="how-it-works-title"
      sx={{ scrollMarginTop: 64, py: { xs: 6, md: 10 }, bgcolor: 'action.hover' }}
    >
      <Container maxWidth="lg">
        <Typography
          id="how-it-works-title"
          variant="h3"
          component="h2"
          sx={{ fontSize: { xs: '2rem', md: '3rem' }, mb: 4 }}
        >
          Up and running in an afternoon
        </Typography>
        <Box
          component="ol"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
            gap: 4,
          }}
        >
          {STEPS.map((step, index) => (
            <Box component="li" key={step.title} sx={{ display: 'flex', gap: 2 }}>
              <Box
                aria-hidden="true"
                sx={{
                  flexShrink: 0,
                  width: 40,
                  height: 40,
                  borderRadius: '50%',
                  display: 'grid',
                  placeItems: 'center',
                  bgcolor: 'primary.main',
                  color: 'primary.contrastText',
                  fontWeight: 700,
                }}
              >
                {index + 1}
              </Box>
              <div>
                <Typography variant="h6" component="h3" gutterBottom>
                  {step.title}
                </Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {step.text}
                </Typography>
              </div>
            </Box>
          ))}
        </Box>
      </Container>
    </Box>
  );
}
