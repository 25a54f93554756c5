import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimeClock } from '@mui/x-date-pickers/TimeClock';

export default function TimeClockBasic() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2024-08-15T10:20'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center' }}>
        <TimeClock value={value} onChange={setValue} ampmInClock />
        <Typography variant="body2">
          Selected: <strong>{value?.isValid() ? value.format('h:mm A') : 'none'}</strong>
        </Typography>
      </Box>
    </LocalizationProvider>
  );
}
