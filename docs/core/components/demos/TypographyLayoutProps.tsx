import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';

const ALIGNMENTS = ['left', 'center', 'right', 'justify'] as const;
type Alignment = (typeof ALIGNMENTS)[number];

const isAlignment = (value: unknown): value is Alignment =>
  typeof value === 'string' && (ALIGNMENTS as readonly string[]).includes(value);

export default function TypographyLayoutProps() {
  const [align, setAlign] = React.useState<Alignment>('left');

  return (
    <Stack spacing={3}>
      <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}>
        <Typography variant="h6" component="p" gutterBottom>
          gutterBottom adds a bottom margin
        </Typography>
        <Typography variant="body2">
          This paragraph starts 0.35em below the line above it.
        </Typography>
      </Box>
      <Box
        sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, maxWidth: 260 }}
      >
        <Typography
          noWrap
          title="A very long file name that does not fit: quarterly report, final version.pdf"
        >
          A very long file name that does not fit: quarterly report, final version.pdf
        </Typography>
        <Typography variant="caption" color="text.secondary">
          noWrap: one line, cut with an ellipsis
        </Typography>
      </Box>
      <Stack spacing={1}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={align}
          onChange={(_event, value: unknown) => {
            if (isAlignment(value)) setAlign(value);
          }}
          aria-label="Text alignment"
        >
          {ALIGNMENTS.map((value) => (
            <ToggleButton key={value} value={value}>
              {value}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <Typography
          align={align}
          sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}
        >
          Mountain weather changes fast: check the forecast the evening before, pack a
          warm layer even in summer, and turn back at the time you set yourself, whatever
          the summit looks like.
        </Typography>
      </Stack>
    </Stack>
  );
}
