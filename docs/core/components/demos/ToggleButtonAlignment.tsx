import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import FormatAlignCenter from '@mui/icons-material/FormatAlignCenter';
import FormatAlignJustify from '@mui/icons-material/FormatAlignJustify';
import FormatAlignLeft from '@mui/icons-material/FormatAlignLeft';
import FormatAlignRight from '@mui/icons-material/FormatAlignRight';

type Alignment = 'left' | 'center' | 'right' | 'justify';

export default function ToggleButtonAlignment() {
  const [alignment, setAlignment] = React.useState<Alignment | null>('left');

  return (
    <Stack spacing={1} alignItems="flex-start">
      {/* exclusive: at most one button is selected; a click on the selected one sends null. */}
      <ToggleButtonGroup
        exclusive
        aria-label="Text alignment"
        value={alignment}
        onChange={(_event, value: Alignment | null) => setAlignment(value)}
      >
        <ToggleButton value="left" aria-label="Align left">
          <FormatAlignLeft />
        </ToggleButton>
        <ToggleButton value="center" aria-label="Center">
          <FormatAlignCenter />
        </ToggleButton>
        <ToggleButton value="right" aria-label="Align right">
          <FormatAlignRight />
        </ToggleButton>
        <ToggleButton value="justify" aria-label="Justify" disabled>
          <FormatAlignJustify />
        </ToggleButton>
      </ToggleButtonGroup>
      <Typography variant="body2" color="text.secondary" role="status">
        Alignment: {alignment ?? 'none'}
      </Typography>
    </Stack>
  );
}
