import * as React from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import Typography from '@mui/material/Typography';

export default function PopperBasic() {
  const [anchorEl, setAnchorEl] = React.useState<HTMLButtonElement | null>(null);
  const open = anchorEl !== null;

  // A popper has no keyboard handling of its own: Escape must close it, wherever the focus is.
  React.useEffect(() => {
    if (!open) return undefined;
    const handleKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setAnchorEl(null);
    };
    document.addEventListener('keydown', handleKeyDown);
    return () => document.removeEventListener('keydown', handleKeyDown);
  }, [open]);

  return (
    <div>
      <Button
        variant="outlined"
        aria-describedby={open ? 'popper-basic-estimate' : undefined}
        aria-expanded={open}
        onClick={(event) => setAnchorEl(open ? null : event.currentTarget)}
      >
        Delivery estimate
      </Button>
      <Popper
        id="popper-basic-estimate"
        open={open}
        anchorEl={anchorEl}
        sx={{ zIndex: 'tooltip' }}
      >
        <Paper elevation={6} sx={{ mt: 1, p: 2, maxWidth: 280 }}>
          <Typography variant="body2">
            Standard shipping arrives in 2 to 4 working days. Orders over $50 ship free.
          </Typography>
        </Paper>
      </Popper>
    </div>
  );
}
