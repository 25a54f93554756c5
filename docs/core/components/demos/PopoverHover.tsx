import * as React from 'react';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';

export default function PopoverHover() {
  const [anchorEl, setAnchorEl] = React.useState<HTMLElement | null>(null);
  const open = anchorEl !== null;

  return (
    <div>
      <Typography>
        Order shipped with{' '}
        <Typography
          component="span"
          aria-owns={open ? 'popover-hover' : undefined}
          onMouseEnter={(event) => setAnchorEl(event.currentTarget)}
          onMouseLeave={() => setAnchorEl(null)}
          sx={{ textDecoration: 'underline dotted', cursor: 'help' }}
        >
          Parcel Express
        </Typography>
        , tracking code PX-4471-09.
      </Typography>
      <Popover
        id="popover-hover"
        open={open}
        anchorEl={anchorEl}
        onClose={() => setAnchorEl(null)}
        // The popover must not take the pointer, or leaving the word would not close it.
        sx={{ pointerEvents: 'none' }}
        // The pointer does not move the focus: nothing to give back when it closes.
        disableRestoreFocus
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        transformOrigin={{ vertical: 'top', horizontal: 'left' }}
        slotProps={{ paper: { sx: { p: 1.5 } } }}
      >
        <Typography variant="body2">Delivers on weekdays, 8:00 to 20:00.</Typography>
      </Popover>
    </div>
  );
}
