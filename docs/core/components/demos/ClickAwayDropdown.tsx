import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import FilterListIcon from '@mui/icons-material/FilterList';

const STATUSES = ['Open', 'In review', 'Merged', 'Closed'] as const;
type Status = (typeof STATUSES)[number];

export default function ClickAwayDropdown() {
  const [open, setOpen] = React.useState(false);
  const [shown, setShown] = React.useState<Status[]>(['Open', 'In review']);
  const buttonRef = React.useRef<HTMLButtonElement>(null);

  const toggle = (status: Status) =>
    setShown((current) =>
      current.includes(status)
        ? current.filter((item) => item !== status)
        : STATUSES.filter((item) => item === status || current.includes(item)),
    );

  const handleKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      setOpen(false);
      buttonRef.current?.focus();
    }
  };

  // The listener only reacts to the mouse and touch: Tab moving the focus out closes the panel too.
  const handleBlur = (event: React.FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget;
    if (next instanceof Node && !event.currentTarget.contains(next)) {
      setOpen(false);
    }
  };

  return (
    <Stack spacing={2} alignItems="flex-start">
      <ClickAwayListener onClickAway={() => setOpen(false)}>
        <Box onKeyDown={handleKeyDown} onBlur={handleBlur}>
          <Button
            id="click-away-dropdown-button"
            ref={buttonRef}
            variant="outlined"
            startIcon={<FilterListIcon />}
            aria-expanded={open}
            aria-controls={open ? 'click-away-dropdown-panel' : undefined}
            onClick={() => setOpen((current) => !current)}
          >
            Status filter
          </Button>
          {open && (
            <Paper
              id="click-away-dropdown-panel"
              role="group"
              aria-labelledby="click-away-dropdown-button"
              elevation={4}
              sx={{ mt: 1, px: 2, py: 1, width: 220, maxWidth: '100%' }}
            >
              <FormGroup>
                {STATUSES.map((status) => (
                  <FormControlLabel
                    key={status}
                    control={
                      <Checkbox
                        checked={shown.includes(status)}
                        onChange={() => toggle(status)}
                      />
                    }
                    label={status}
                  />
                ))}
              </FormGroup>
            </Paper>
          )}
        </Box>
      </ClickAwayListener>
      <Typography variant="body2" aria-live="polite">
        Showing: {shown.length > 0 ? shown.join(', ') : 'no pull requests'}
      </Typography>
    </Stack>
  );
}
