import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { renderTimeViewClock } from '@mui/x-date-pickers/timeViewRenderers';

export default function TimePickerAnalogViews() {
  const [lap, setLap] = React.useState<Dayjs | null>(dayjs('2024-08-15T00:04:32'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 280 }}>
        <TimePicker
          label="Lap time"
          ampm={false}
          views={['minutes', 'seconds']}
          format="mm:ss"
          value={lap}
          onChange={setLap}
          viewRenderers={{ minutes: renderTimeViewClock, seconds: renderTimeViewClock }}
        />
        <Typography variant="body2">
          Lap:{' '}
          <strong>
            {lap?.isValid() ? `${lap.minute()} min ${lap.second()} s` : 'none'}
          </strong>
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
