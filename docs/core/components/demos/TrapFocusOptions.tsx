import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import TrapFocus from '@mui/material/Unstable_TrapFocus';

interface Options {
  disableAutoFocus: boolean;
  disableEnforceFocus: boolean;
  disableRestoreFocus: boolean;
}

const OPTION_NAMES: readonly (keyof Options)[] = [
  'disableAutoFocus',
  'disableEnforceFocus',
  'disableRestoreFocus',
];

export default function TrapFocusOptions() {
  const [open, setOpen] = React.useState(false);
  const [paused, setPaused] = React.useState(false);
  const [options, setOptions] = React.useState<Options>({
    disableAutoFocus: false,
    disableEnforceFocus: false,
    disableRestoreFocus: false,
  });
  // isEnabled is read on every focus move; a ref lets the trap pause without waiting for a render.
  const pausedRef = React.useRef(false);
  const isEnabled = React.useCallback(() => !pausedRef.current, []);

  const togglePause = () => {
    pausedRef.current = !pausedRef.current;
    setPaused(pausedRef.current);
  };

  return (
    <Box>
      <FormGroup>
        {OPTION_NAMES.map((name) => (
          <FormControlLabel
            key={name}
            control={
              <Checkbox
                checked={options[name]}
                onChange={(event) =>
                  setOptions((previous) => ({
                    ...previous,
                    [name]: event.target.checked,
                  }))
                }
              />
            }
            label={name}
            disabled={open}
          />
        ))}
      </FormGroup>
      <Button variant="outlined" onClick={() => setOpen(true)} sx={{ mt: 1 }}>
        Start the trap
      </Button>
      <TrapFocus open={open} isEnabled={isEnabled} {...options}>
        <Box
          tabIndex={-1}
          role="group"
          aria-label="Trapped region"
          sx={{
            mt: 2,
            p: 2,
            border: 2,
            borderRadius: 1,
            borderColor: open ? 'primary.main' : 'divider',
            maxWidth: 360,
          }}
        >
          <Typography variant="body2" role="status" sx={{ mb: 1.5 }}>
            {open ? `Trap on${paused ? ', paused by isEnabled' : ''}` : 'Trap off'}
          </Typography>
          <TextField label="Note" size="small" fullWidth />
          <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 2, flexWrap: 'wrap' }}>
            <Button onClick={togglePause} disabled={!open}>
              {paused ? 'Resume' : 'Pause'}
            </Button>
            <Button
              variant="contained"
              disabled={!open}
              onClick={() => {
                pausedRef.current = false;
                setPaused(false);
                setOpen(false);
              }}
            >
              Stop the trap
            </Button>
          </Stack>
        </Box>
      </TrapFocus>
    </Box>
  );
}
