import * as React from 'react';
import Backdrop from '@mui/material/Backdrop';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import KeyboardIcon from '@mui/icons-material/Keyboard';

const SHORTCUTS = [
  { keys: 'Ctrl+K', action: 'Open the search' },
  { keys: 'Ctrl+B', action: 'Toggle bold' },
  { keys: 'Ctrl+Z', action: 'Undo' },
];

export default function BackdropInvisible() {
  const [open, setOpen] = React.useState(false);
  const [outsideClicks, setOutsideClicks] = React.useState(0);
  const buttonRef = React.useRef<HTMLButtonElement>(null);

  const close = React.useCallback(() => setOpen(false), []);

  React.useEffect(() => {
    if (!open) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        close();
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, close]);

  return (
    <Box>
      <Button
        ref={buttonRef}
        variant="outlined"
        startIcon={<KeyboardIcon />}
        aria-expanded={open}
        aria-controls={open ? 'backdrop-invisible-panel' : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        Keyboard shortcuts
      </Button>
      {/* Transparent, but it still covers the page and takes the click that closes the panel. */}
      <Backdrop
        invisible
        open={open}
        onClick={() => {
          setOutsideClicks((count) => count + 1);
          close();
        }}
        sx={{ zIndex: (theme) => theme.zIndex.drawer + 1 }}
      />
      {open && (
        <Paper
          id="backdrop-invisible-panel"
          elevation={6}
          // In the page flow, above the invisible backdrop.
          sx={{
            position: 'relative',
            zIndex: (theme) => theme.zIndex.drawer + 2,
            mt: 1,
            p: 2,
            maxWidth: 300,
          }}
        >
          <Box
            component="dl"
            sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', gap: 1 }}
          >
            {SHORTCUTS.map((shortcut) => (
              <React.Fragment key={shortcut.keys}>
                <Box
                  component="dt"
                  sx={{ fontWeight: 'fontWeightMedium', fontFamily: 'monospace' }}
                >
                  {shortcut.keys}
                </Box>
                <Box component="dd" sx={{ m: 0 }}>
                  {shortcut.action}
                </Box>
              </React.Fragment>
            ))}
          </Box>
        </Paper>
      )}
      <Typography variant="body2" sx={{ mt: 2 }}>
        Panels closed by a click outside: {outsideClicks}
      </Typography>
    </Box>
  );
}
