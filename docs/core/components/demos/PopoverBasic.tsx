import * as React from 'react';
import Button from '@mui/material/Button';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function PopoverBasic() {
  const [anchorEl, setAnchorEl] = React.useState<HTMLButtonElement | null>(null);
  const open = anchorEl !== null;

  return (
    <Stack spacing={2} alignItems="flex-start">
      <Button
        variant="outlined"
        aria-haspopup="dialog"
        aria-expanded={open ? 'true' : undefined}
        aria-controls={open ? 'popover-basic' : undefined}
        onClick={(event) => setAnchorEl(event.currentTarget)}
      >
        Delivery details
      </Button>
      <Popover
        id="popover-basic"
        open={open}
        anchorEl={anchorEl}
        onClose={() => setAnchorEl(null)}
        // The popover's top left corner meets the button's bottom left corner.
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        transformOrigin={{ vertical: 'top', horizontal: 'left' }}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-labelledby': 'popover-basic-title',
            sx: { p: 2, maxWidth: 300 },
          },
        }}
      >
        <Typography
          id="popover-basic-title"
          variant="subtitle1"
          component="h2"
          gutterBottom
        >
          Delivery on Thursday
        </Typography>
        <Typography variant="body2" gutterBottom>
          Between 14:00 and 18:00. The courier calls 30 minutes before arriving.
        </Typography>
        <Button size="small" onClick={() => setAnchorEl(null)}>
          Got it
        </Button>
      </Popover>
    </Stack>
  );
}
