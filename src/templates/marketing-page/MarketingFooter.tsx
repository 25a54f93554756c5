import React from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { SECTIONS } from './content';

/** The footer: the product, the section links again, and what the product is. */
export default function MarketingFooter(): React.JSX.Element {
  return (
    <Box component="footer" sx={{ mt: 'auto', py: 5, borderTop: 1, borderColor: 'divider' }}>
      <Container
        maxWidth="lg"
        sx={{ display: 'flex', flexDirection: { xs: 'column', md: 'row' }, gap: 3, justifyContent: 'space-between' }}
      >
        <div>
          <Typography component="p" variant="h6" sx={{ fontWeight: 700, color: 'primary.main' }}>
            Harborline
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary', maxWidth: 360 }}>
            A fictional project planner, made to show a marketing page built with Material UI.
          </Typography>
        </div>
        <Box component="nav" aria-label="Footer">
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 2 }}>
            {SECTIONS.map((section) => (
              <li key={section.id}>
                <Link href={`#${section.id}`} color="text.secondary" underline="hover">
                  {section.label}
                </Link>
              </li>
            ))}
          </Box>
        </Box>
      </Container>
    </Box>
  );
}
