import React, { useId } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

interface Props {
  heading: string;
  children: (headingId: string) => React.ReactNode;
}

/** One titled group of the settings drawer; hands its heading id to the control it labels. */
export default function SettingsSection({ heading, children }: Props): React.JSX.Element {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ px: 2, py: 1.5 }}>
      <Typography
        id={headingId}
        component="h3"
        variant="overline"
        sx={{ display: 'block', fontWeight: 700, color: 'text.secondary', mb: 1 }}
      >
        {heading}
      </Typography>
      {children(headingId)}
    </Box>
  );
}
