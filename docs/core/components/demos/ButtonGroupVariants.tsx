import * as React from 'react';
import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';

const ALIGNMENTS = ['Left', 'Center', 'Right'] as const;

export default function ButtonGroupVariants() {
  const [disabled, setDisabled] = React.useState(false);
  const [alignment, setAlignment] = React.useState<(typeof ALIGNMENTS)[number]>('Left');

  // The same three buttons in the three variants; the group passes variant, size, color and
  // disabled down to every Button inside it.
  const buttons = ALIGNMENTS.map((value) => (
    <Button key={value} onClick={() => setAlignment(value)}>
      {value}
    </Button>
  ));

  return (
    <Stack spacing={2} alignItems="flex-start">
      <ButtonGroup
        variant="outlined"
        aria-label="Text alignment, outlined"
        disabled={disabled}
      >
        {buttons}
      </ButtonGroup>
      <ButtonGroup
        variant="contained"
        aria-label="Text alignment, contained"
        disabled={disabled}
      >
        {buttons}
      </ButtonGroup>
      <ButtonGroup variant="text" aria-label="Text alignment, text" disabled={disabled}>
        {buttons}
      </ButtonGroup>
      <FormControlLabel
        control={
          <Switch
            checked={disabled}
            onChange={(event) => setDisabled(event.target.checked)}
          />
        }
        label="Disable the groups"
      />
      <Typography variant="body2" aria-live="polite">
        Alignment: {alignment}
      </Typography>
    </Stack>
  );
}
