import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Portal from '@mui/material/Portal';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';

export default function ClickAwayPortal() {
  const [open, setOpen] = React.useState(false);
  const [disableReactTree, setDisableReactTree] = React.useState(false);
  const [closedBy, setClosedBy] = React.useState('nothing yet');
  const targetRef = React.useRef<HTMLDivElement>(null);

  const handleClickAway = (event: MouseEvent | TouchEvent) => {
    setOpen(false);
    const target =
      event.target instanceof Element ? event.target.textContent?.slice(0, 40) : '';
    setClosedBy(`a ${event.type} on "${target || 'the page'}"`);
  };

  return (
    <Stack spacing={2} alignItems="flex-start">
      <FormControlLabel
        control={
          <Switch
            checked={disableReactTree}
            onChange={(event) => setDisableReactTree(event.target.checked)}
            inputProps={{ role: 'switch' }}
          />
        }
        label="Ignore the React tree (disableReactTree)"
      />
      <ClickAwayListener
        disableReactTree={disableReactTree}
        onClickAway={handleClickAway}
      >
        <Box>
          <Button
            variant="contained"
            aria-expanded={open}
            aria-controls={open ? 'click-away-portal-card' : undefined}
            onClick={() => setOpen((current) => !current)}
          >
            Show delivery note
          </Button>
          {open && (
            <Portal container={() => targetRef.current}>
              <Paper id="click-away-portal-card" variant="outlined" sx={{ p: 2 }}>
                <Typography variant="body2">
                  Parcels ordered before 2 PM leave the warehouse the same day. Click this
                  text: the note is a child of the listener in React, but not in the DOM.
                </Typography>
              </Paper>
            </Portal>
          )}
        </Box>
      </ClickAwayListener>
      <Box
        ref={targetRef}
        sx={{
          width: 360,
          maxWidth: '100%',
          minHeight: 96,
          p: 1,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
        }}
      >
        <Typography
          variant="caption"
          component="p"
          sx={{ color: 'text.secondary', mb: 1 }}
        >
          Portal container (outside the listener in the DOM)
        </Typography>
      </Box>
      <Typography variant="body2" aria-live="polite">
        Last closed by: {closedBy}
      </Typography>
    </Stack>
  );
}
