import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { renderTimeViewClock } from '@mui/x-date-pickers/timeViewRenderers';

export default function DateTimePickerClockViews() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2024-08-15T07:30'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <DateTimePicker
          label="Wake-up call"
          value={value}
          onChange={setValue}
          views={['day', 'hours', 'minutes']}
          viewRenderers={{ hours: renderTimeViewClock, minutes: renderTimeViewClock }}
        />
        <Typography variant="body2">
          Selected:{' '}
          <strong>{value?.isValid() ? value.format('MMM D [at] h:mm A') : 'none'}</strong>
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
