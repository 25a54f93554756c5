import * as React from 'react';
import Box from '@mui/material/Box';
import TextareaAutosize from '@mui/material/TextareaAutosize';
import Typography from '@mui/material/Typography';
import { styled, Theme } from '@mui/material/styles';

// The portal's theme holds its colors as CSS variables (theme.vars), so they follow the light and dark modes.
const paletteOf = (theme: Theme) =>
  ((theme as Theme & { vars?: Pick<Theme, 'palette'> }).vars ?? theme).palette;

// styled() gives the plain textarea the theme's typography, colors and focus ring.
const Textarea = styled(TextareaAutosize)(({ theme }) => ({
  boxSizing: 'border-box',
  width: '100%',
  padding: theme.spacing(1, 1.5),
  font: 'inherit',
  fontSize: theme.typography.body1.fontSize,
  lineHeight: 1.5,
  color: paletteOf(theme).text.primary,
  backgroundColor: paletteOf(theme).background.paper,
  border: `1px solid ${paletteOf(theme).divider}`,
  borderRadius: theme.shape.borderRadius,
  resize: 'none',
  '&:hover': { borderColor: paletteOf(theme).text.primary },
  '&:focus-visible': {
    outline: `2px solid ${paletteOf(theme).primary.main}`,
    outlineOffset: 1,
  },
}));

export default function TextareaAutosizeLabelled() {
  const [value, setValue] = React.useState('');
  const lines = value === '' ? 0 : value.split('\n').length;

  return (
    <Box sx={{ width: 360, maxWidth: '100%' }}>
      <Typography
        component="label"
        htmlFor="textarea-autosize-notes"
        variant="subtitle2"
        sx={{ display: 'block', mb: 0.5 }}
      >
        Delivery notes
      </Typography>
      <Textarea
        id="textarea-autosize-notes"
        minRows={3}
        maxRows={6}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        aria-describedby="textarea-autosize-help"
      />
      <Typography
        id="textarea-autosize-help"
        variant="caption"
        component="p"
        sx={{ color: 'text.secondary' }}
      >
        Three rows to start, six at most, then it scrolls. Lines typed: {lines}
      </Typography>
    </Box>
  );
}
