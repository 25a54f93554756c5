import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Fade from '@mui/material/Fade';
import FormControlLabel from '@mui/material/FormControlLabel';
import Popper, { PopperProps } from '@mui/material/Popper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';

const ARROW = 12;

export default function PopperTransitionArrow() {
  const theme = useTheme();
  const [anchorEl, setAnchorEl] = React.useState<HTMLButtonElement | null>(null);
  const [arrowEl, setArrowEl] = React.useState<HTMLSpanElement | null>(null);
  const [keepMounted, setKeepMounted] = React.useState(false);
  const open = anchorEl !== null;

  React.useEffect(() => {
    if (!open) return undefined;
    const handleKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setAnchorEl(null);
    };
    document.addEventListener('keydown', handleKeyDown);
    return () => document.removeEventListener('keydown', handleKeyDown);
  }, [open]);

  // A new array on every render would rebuild the Popper.js instance: keep it stable.
  const modifiers = React.useMemo<NonNullable<PopperProps['modifiers']>>(
    () => [
      { name: 'offset', options: { offset: [0, ARROW] } },
      { name: 'flip', options: { fallbackPlacements: ['bottom'] } },
      { name: 'preventOverflow', options: { padding: 8 } },
      {
        name: 'arrow',
        enabled: arrowEl !== null,
        options: { element: arrowEl, padding: 8 },
      },
    ],
    [arrowEl],
  );

  return (
    <Stack spacing={2} alignItems="flex-start" sx={{ pt: 10 }}>
      <FormControlLabel
        control={
          <Switch
            checked={keepMounted}
            onChange={(event) => setKeepMounted(event.target.checked)}
            inputProps={{ role: 'switch' }}
          />
        }
        label="Keep in the DOM while closed (keepMounted)"
      />
      <Button
        variant="contained"
        aria-describedby={open ? 'popper-transition-hint' : undefined}
        aria-expanded={open}
        onClick={(event) => setAnchorEl(open ? null : event.currentTarget)}
      >
        What is a flat rate?
      </Button>
      <Popper
        id="popper-transition-hint"
        open={open}
        anchorEl={anchorEl}
        placement="top"
        transition
        keepMounted={keepMounted}
        modifiers={modifiers}
        sx={{ zIndex: 'tooltip' }}
      >
        {({ TransitionProps, placement }) => {
          const below = placement.startsWith('bottom');
          return (
            <Fade {...TransitionProps} timeout={theme.transitions.duration.shorter}>
              <Box
                sx={{
                  maxWidth: 260,
                  px: 2,
                  py: 1,
                  borderRadius: 1,
                  bgcolor: 'primary.main',
                  color: 'primary.contrastText',
                  boxShadow: 6,
                }}
              >
                <Typography variant="body2">
                  One price per parcel, whatever it weighs, up to 20 kg.
                </Typography>
                <Box
                  component="span"
                  ref={setArrowEl}
                  sx={{
                    position: 'absolute',
                    width: ARROW,
                    height: ARROW,
                    [below ? 'top' : 'bottom']: -ARROW / 2,
                    '&::before': {
                      content: '""',
                      position: 'absolute',
                      inset: 0,
                      bgcolor: 'primary.main',
                      transform: 'rotate(45deg)',
                    },
                  }}
                />
              </Box>
            </Fade>
          );
        }}
      </Popper>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Scroll so that the button is near the top of the window: the hint flips below it.
      </Typography>
    </Stack>
  );
}
