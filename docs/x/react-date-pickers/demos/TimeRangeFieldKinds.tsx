import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { MultiInputTimeRangeField } from '@mui/x-date-pickers-pro/MultiInputTimeRangeField';
import { SingleInputTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputTimeRangeField';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

export default function TimeRangeFieldKinds() {
  // The day part of the values is fixed; only the time sections are shown and edited.
  const [shift, setShift] = React.useState<DateRange<Dayjs>>([
    dayjs('2024-08-15T08:00'),
    dayjs('2024-08-15T16:30'),
  ]);
  const [from, to] = shift;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 420 }}>
        <MultiInputTimeRangeField
          value={shift}
          onChange={(newShift) => setShift(newShift)}
          slotProps={{
            textField: ({ position }) => ({
              label: position === 'start' ? 'Shift starts' : 'Shift ends',
            }),
          }}
        />
        <SingleInputTimeRangeField
          label="Shift"
          value={shift}
          onChange={(newShift) => setShift(newShift)}
        />
        <Typography variant="body2">
          Shift: <strong>{from?.isValid() ? from.format('HH:mm') : '--:--'}</strong> to{' '}
          <strong>{to?.isValid() ? to.format('HH:mm') : '--:--'}</strong>
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
