import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { MultiInputDateTimeRangeField } from '@mui/x-date-pickers-pro/MultiInputDateTimeRangeField';
import { SingleInputDateTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputDateTimeRangeField';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

export default function DateTimeRangeFieldKinds() {
  const [flight, setFlight] = React.useState<DateRange<Dayjs>>([
    dayjs('2024-08-15T21:40'),
    dayjs('2024-08-16T07:15'),
  ]);
  const [departs, arrives] = flight;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 560 }}>
        <MultiInputDateTimeRangeField
          value={flight}
          onChange={(newFlight) => setFlight(newFlight)}
          slotProps={{
            textField: ({ position }) => ({
              label: position === 'start' ? 'Departs' : 'Arrives',
            }),
          }}
        />
        <SingleInputDateTimeRangeField
          label="Flight"
          value={flight}
          onChange={(newFlight) => setFlight(newFlight)}
        />
        <Typography variant="body2">
          Flight time:{' '}
          <strong>
            {departs?.isValid() && arrives?.isValid()
              ? `${arrives.diff(departs, 'minute')} minutes, landing ${arrives.format('dddd [at] h:mm A')}`
              : 'incomplete'}
          </strong>
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
