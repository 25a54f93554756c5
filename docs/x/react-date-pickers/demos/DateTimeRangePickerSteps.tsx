import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateTimeRangePicker } from '@mui/x-date-pickers-pro/DateTimeRangePicker';
import { SingleInputDateTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputDateTimeRangeField';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

export default function DateTimeRangePickerSteps() {
  const [slot, setSlot] = React.useState<DateRange<Dayjs>>([
    dayjs('2024-08-20T22:00'),
    dayjs('2024-08-21T02:00'),
  ]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 480 }}>
        <DateTimeRangePicker
          label="Maintenance slot"
          value={slot}
          onChange={(newSlot) => setSlot(newSlot)}
          slots={{ field: SingleInputDateTimeRangeField }}
          ampm={false}
          timeSteps={{ minutes: 30 }}
          minDateTime={dayjs('2024-08-19T00:00')}
          referenceDate={dayjs('2024-08-20T22:00')}
        />
        <Typography variant="body2">
          Window (24-hour clock):{' '}
          <strong>
            {slot[0]?.isValid() ? slot[0].format('YYYY-MM-DD HH:mm') : '…'} to{' '}
            {slot[1]?.isValid() ? slot[1].format('YYYY-MM-DD HH:mm') : '…'}
          </strong>
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
