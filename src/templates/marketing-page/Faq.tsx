import React from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { QUESTIONS } from './content';

/** Questions and answers, two columns from medium screens up. */
export default function Faq(): React.JSX.Element {
  return (
    <Box
      component="section"
      id="faq"
      aria-labelledby="faq-title"
      sx={{ scrollMarginTop: 64, py: { xs: 6, md: 10 }, bgcolor: 'action.hover' }}
    >
      <Container maxWidth="lg">
        <Typography id="faq-title" variant="h3" component="h2" sx={{ fontSize: { xs: '2rem', md: '3rem' }, mb: 4 }}>
          Frequently asked questions
        </Typography>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 6, rowGap: 4 }}>
          {QUESTIONS.map((item) => (
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
      </Container>
    </Box>
  );
}
