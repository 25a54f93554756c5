import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import { SingleInputDateRangeField } from '@mui/x-date-pickers-pro/SingleInputDateRangeField';
import type { PickersShortcutsItem } from '@mui/x-date-pickers/PickersShortcuts';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

// The shortcuts count from a fixed "report date" rather than from today.
const REPORT_DATE = dayjs('2024-08-15');

const SHORTCUTS: PickersShortcutsItem<DateRange<Dayjs>>[] = [
  { label: 'Last 7 days', getValue: () => [REPORT_DATE.subtract(6, 'day'), REPORT_DATE] },
  { label: 'Month to date', getValue: () => [REPORT_DATE.startOf('month'), REPORT_DATE] },
  {
    label: 'Previous month',
    getValue: () => {
      const previous = REPORT_DATE.subtract(1, 'month');
      return [previous.startOf('month'), previous.endOf('month').startOf('day')];
    },
  },
  { label: 'Reset', getValue: () => [null, null] },
];

export default function DateRangePickerShortcuts() {
  const [period, setPeriod] = React.useState<DateRange<Dayjs>>([
    REPORT_DATE.startOf('month'),
    REPORT_DATE,
  ]);
  const [start, end] = period;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 360 }}>
        <DateRangePicker
          label="Reporting period"
          value={period}
          onChange={(newPeriod) => setPeriod(newPeriod)}
          referenceDate={REPORT_DATE}
          calendars={1}
          slots={{ field: SingleInputDateRangeField }}
          slotProps={{ shortcuts: { items: SHORTCUTS } }}
        />
        <Typography variant="body2">
          Report covers:{' '}
          <strong>
            {start?.isValid() && end?.isValid()
              ? `${start.format('YYYY-MM-DD')} to ${end.format('YYYY-MM-DD')}`
              : 'no complete period'}
          </strong>
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
