import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import FormatBold from '@mui/icons-material/FormatBold';
import FormatItalic from '@mui/icons-material/FormatItalic';
import FormatUnderlined from '@mui/icons-material/FormatUnderlined';

type Format = 'bold' | 'italic' | 'underlined';

export default function ToggleButtonMultiple() {
  // Without `exclusive`, the value is an array of the selected buttons' values.
  const [formats, setFormats] = React.useState<Format[]>(['bold']);

  return (
    <Stack spacing={1} alignItems="flex-start">
      <ToggleButtonGroup
        aria-label="Text formatting"
        value={formats}
        onChange={(_event, value: Format[]) => setFormats(value)}
      >
        <ToggleButton value="bold" aria-label="Bold">
          <FormatBold />
        </ToggleButton>
        <ToggleButton value="italic" aria-label="Italic">
          <FormatItalic />
        </ToggleButton>
        <ToggleButton value="underlined" aria-label="Underline">
          <FormatUnderlined />
        </ToggleButton>
      </ToggleButtonGroup>
      <Typography
        sx={{
          fontWeight: formats.includes('bold') ? 'bold' : 'normal',
          fontStyle: formats.includes('italic') ? 'italic' : 'normal',
          textDecoration: formats.includes('underlined') ? 'underline' : 'none',
        }}
      >
        The quick brown fox jumps over the lazy dog.
      </Typography>
      <Typography variant="body2" color="text.secondary" role="status">
        Formats: {formats.length > 0 ? formats.join(', ') : 'none'}
      </Typography>
    </Stack>
  );
}
