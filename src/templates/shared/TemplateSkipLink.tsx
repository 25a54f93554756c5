import React from 'react';
import Box from '@mui/material/Box';
import { translate } from '@docusaurus/Translate';

/** The id of the element that holds the template (focusable from script only: `tabIndex={-1}`). */
export const TEMPLATE_CONTENT_ID = 'template-content';

/**
 * The first stop of the keyboard: jumps over the bar to the template. A plain fragment link, which
 * moves the focus to its target because the target takes the focus (`tabIndex={-1}`). Docusaurus's
 * own skip link focuses `<main>` and then removes the `tabindex` it gave it, which makes Chromium
 * drop the focus to `<body>`.
 */
export default function TemplateSkipLink(): React.JSX.Element {
  return (
    <Box
      component="a"
      href={`#${TEMPLATE_CONTENT_ID}`}
      sx={{
        position: 'absolute',
        zIndex: 'tooltip',
        top: 8,
        left: 8,
        px: 2,
        py: 1,
        borderRadius: 1,
        bgcolor: 'background.paper',
        color: 'primary.main',
        boxShadow: 3,
        transform: 'translateY(-200%)',
        '&:focus': { transform: 'none' },
      }}
    >
      {translate({ id: 'theme.common.skipToMainContent', message: 'Skip to main content' })}
    </Box>
  );
}
