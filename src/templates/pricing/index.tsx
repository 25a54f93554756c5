import React, { useState } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import BillingSwitch from './BillingSwitch';
import ComparisonTable from './ComparisonTable';
import PlanCard from './PlanCard';
import PricingAppBar from './PricingAppBar';
import PricingFaq from './PricingFaq';
import PricingFooter from './PricingFooter';
import { TIERS, type Billing } from './tiers';

/**
 * A pricing page: three plans with a monthly or yearly switch (the prices follow it), a table that
 * compares the plans, questions about billing, and a footer.
 */
export default function Pricing(): React.JSX.Element {
  const [billing, setBilling] = useState<Billing>('monthly');
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', flexGrow: 1 }}>
      <PricingAppBar />
      <Container component="main" maxWidth="lg" sx={{ py: { xs: 4, md: 8 } }}>
        <Box sx={{ textAlign: 'center', maxWidth: 640, mx: 'auto', mb: 4 }}>
          <Typography variant="h2" component="h1" gutterBottom sx={{ fontSize: { xs: '2.25rem', md: '3.5rem' } }}>
            Pricing
          </Typography>
          <Typography variant="h6" component="p" sx={{ color: 'text.secondary', fontWeight: 400, mb: 3 }}>
            Start free and add seats when your team grows. Every paid plan comes with a 14-day trial and no card needed
            to begin.
          </Typography>
          <BillingSwitch value={billing} onChange={setBilling} />
        </Box>
        <Grid container spacing={3} alignItems="stretch">
          {TIERS.map((tier) => (
            <Grid item key={tier.id} xs={12} md={4}>
              <PlanCard tier={tier} billing={billing} />
            </Grid>
          ))}
        </Grid>
        <Box component="section" aria-labelledby="compare-plans" sx={{ mt: { xs: 6, md: 10 } }}>
          <Typography id="compare-plans" variant="h4" component="h2" gutterBottom>
            Compare plans
          </Typography>
          <ComparisonTable />
        </Box>
        <Box sx={{ mt: { xs: 6, md: 10 } }}>
          <PricingFaq />
        </Box>
      </Container>
      <PricingFooter />
    </Box>
  );
}
