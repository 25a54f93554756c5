import React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { PLANS } from './content';

/** The plans in short, with a link to the full pricing page. */
export default function Plans(): React.JSX.Element {
  return (
    <Box
      component="section"
      id="plans"
      aria-labelledby="plans-title"
      sx={{ scrollMarginTop: 64, py: { xs: 6, md: 10 } }}
    >
      <Container maxWidth="lg">
        <Typography id="plans-title" variant="h3" component="h2" sx={{ fontSize: { xs: '2rem', md: '3rem' }, mb: 4 }}>
          Simple pricing
        </Typography>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' }, gap: 2, mb: 3 }}>
          {PLANS.map((plan) => (
            <Card
              key={plan.name}
              variant="outlined"
              sx={{ borderColor: plan.highlighted ? 'primary.main' : 'divider', borderWidth: plan.highlighted ? 2 : 1 }}
            >
              <CardContent>
                <Typography variant="h6" component="h3">
                  {plan.name}
                </Typography>
                <Typography component="p" variant="h4" sx={{ fontWeight: 700, my: 1 }}>
                  {plan.price}{' '}
                  <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
                    {plan.period}
                  </Typography>
                </Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {plan.summary}
                </Typography>
              </CardContent>
            </Card>
          ))}
        </Box>
        <Button href="./pricing" variant="outlined">
          Compare every plan
        </Button>
      </Container>
    </Box>
  );
}
