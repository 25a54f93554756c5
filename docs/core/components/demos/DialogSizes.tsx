import * as React from 'react';
import Button from '@mui/material/Button';
import Dialog, { type DialogProps } from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';

type MaxWidth = NonNullable<DialogProps['maxWidth']>;

const WIDTHS: readonly { value: MaxWidth; label: string }[] = [
  { value: 'xs', label: 'xs' },
  { value: 'sm', label: 'sm' },
  { value: 'md', label: 'md' },
  { value: 'lg', label: 'lg' },
  { value: false, label: 'none' },
];

export default function DialogSizes() {
  const [open, setOpen] = React.useState(false);
  const [maxWidth, setMaxWidth] = React.useState<MaxWidth>('sm');
  const [fullWidth, setFullWidth] = React.useState(false);
  const label = WIDTHS.find((width) => width.value === maxWidth)?.label ?? 'sm';

  return (
    <Stack spacing={2} alignItems="flex-start">
      <ToggleButtonGroup
        size="small"
        exclusive
        aria-label="Maximum width"
        value={label}
        onChange={(_event, value: string | null) => {
          const width = WIDTHS.find((item) => item.label === value);
          if (width) setMaxWidth(width.value);
        }}
      >
        {WIDTHS.map((width) => (
          <ToggleButton key={width.label} value={width.label}>
            {width.label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <FormControlLabel
        control={
          <Switch
            checked={fullWidth}
            onChange={(event) => setFullWidth(event.target.checked)}
            inputProps={{ role: 'switch' }}
          />
        }
        label="Full width"
      />
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Open sized dialog
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        maxWidth={maxWidth}
        fullWidth={fullWidth}
      >
        <DialogTitle>
          maxWidth {label}, fullWidth {fullWidth ? 'on' : 'off'}
        </DialogTitle>
        <DialogContent>
          <DialogContentText>
            Without fullWidth, the dialog is only as wide as this text needs, up to the
            maximum. With it, the dialog takes the maximum width, or the window width
            minus the margins on a small screen.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Close</Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
