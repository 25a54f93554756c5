import React from 'react';
import Box from '@mui/material/Box';
import Faq from './Faq';
import Features from './Features';
import Hero from './Hero';
import HowItWorks from './HowItWorks';
import MarketingAppBar from './MarketingAppBar';
import MarketingFooter from './MarketingFooter';
import Plans from './Plans';

/**
 * A landing page for a fictional product: a sticky header with section links (a menu on small
 * screens), a hero with an email sign-up, features, steps, plans, questions and a footer.
 */
export default function MarketingPage(): React.JSX.Element {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', flexGrow: 1 }}>
      <MarketingAppBar />
      <Box component="main">
        <Hero />
        <Features />
        <HowItWorks />
        <Plans />
        <Faq />
      </Box>
      <MarketingFooter />
    </Box>
  );
}
