import React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PRICING_FAQ } from './faq';

/** Questions and answers, two columns from medium screens up. */
export default function PricingFaq(): React.JSX.Element {
  return (
    <Box component="section" aria-labelledby="pricing-questions">
      <Typography id="pricing-questions" variant="h4" component="h2" gutterBottom>
        Questions about billing
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 4, rowGap: 3 }}>
        {PRICING_FAQ.map((item) => (
          <div key={item.question}>
            <Typography variant="h6" component="h3" gutterBottom>
              {item.question}
            </Typography>
            <Typography variant="body1" sx={{ color: 'text.secondary' }}>
              {item.answer}
            </Typography>
          </div>
        ))}
      </Box>
    </Box>
  );
}
