import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

export default function TimePickerBasic() {
  // A fixed starting value, so the server and the browser render the same time.
  const [pickup, setPickup] = React.useState<Dayjs | null>(dayjs('2024-08-15T09:30'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 280 }}>
        <TimePicker label="Pickup time" value={pickup} onChange={setPickup} />
        <Typography variant="body2">
          Selected:{' '}
          <strong>{pickup?.isValid() ? pickup.format('h:mm A') : 'none'}</strong>
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
