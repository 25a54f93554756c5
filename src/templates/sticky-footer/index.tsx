import React from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import TemplateModeToggle from '../shared/TemplateModeToggle';
import StickyFooterFooter from './StickyFooterFooter';

/**
 * A short page whose footer sits at the bottom of the window even when the content is shorter
 * than the window: the root is a column at least as tall as its container, the content grows, and
 * the footer comes after it (`mt: 'auto'`). Taller content pushes the footer down like any block.
 */
export default function StickyFooter(): React.JSX.Element {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', flexGrow: 1, minHeight: '100%' }}>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', p: 1 }}>
        <TemplateModeToggle />
      </Box>
      <Container component="main" maxWidth="sm" sx={{ mt: { xs: 4, sm: 8 }, mb: 2 }}>
        <Typography variant="h3" component="h1" gutterBottom>
          Sticky footer
        </Typography>
        <Typography variant="h6" component="p" gutterBottom>
          The footer below stays at the bottom of the window, however little the page holds.
        </Typography>
        <Typography variant="body1">
          Resize the window or add paragraphs here: while the content is short, the footer waits at the bottom edge;
          once the content is taller than the window, the footer follows it.
        </Typography>
      </Container>
      <StickyFooterFooter />
    </Box>
  );
}
