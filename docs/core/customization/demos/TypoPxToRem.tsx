import * as React from 'react';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';

export default function TypoPxToRem() {
  const theme = useTheme();
  const [pixels, setPixels] = React.useState('20');
  const value = Number(pixels);
  const valid = pixels.trim() !== '' && Number.isFinite(value) && value >= 0;

  return (
    <Stack spacing={2} sx={{ maxWidth: 360 }}>
      <TextField
        label="Size in pixels"
        type="number"
        size="small"
        value={pixels}
        onChange={(event) => setPixels(event.target.value)}
        inputProps={{ min: 0, step: 1 }}
        error={!valid}
        helperText={valid ? ' ' : 'Enter a number of pixels, 0 or more'}
      />
      <Typography aria-live="polite">
        <code>theme.typography.pxToRem({valid ? value : '…'})</code> ={' '}
        {valid ? theme.typography.pxToRem(value) : '…'}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        With fontSize {theme.typography.fontSize} and htmlFontSize{' '}
        {theme.typography.htmlFontSize}, one rem of this theme is{' '}
        {theme.typography.htmlFontSize} px.
      </Typography>
    </Stack>
  );
}
