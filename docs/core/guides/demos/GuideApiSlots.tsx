import * as React from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import DoNotDisturbOnOutlinedIcon from '@mui/icons-material/DoNotDisturbOnOutlined';

export default function GuideApiSlots() {
  const [open, setOpen] = React.useState(true);

  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      {open ? (
        <Alert
          severity="info"
          onClose={() => setOpen(false)}
          closeText="Hide this tip"
          // `slots` swaps the element of a part, `slotProps` passes props to it.
          slots={{ closeIcon: DoNotDisturbOnOutlinedIcon }}
          slotProps={{ closeButton: { color: 'primary', size: 'medium' } }}
          sx={{ width: 1 }}
        >
          Drafts are saved every time you leave a field.
        </Alert>
      ) : (
        <Button variant="outlined" onClick={() => setOpen(true)}>
          Show the tip again
        </Button>
      )}
    </Stack>
  );
}
