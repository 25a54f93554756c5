import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import type { PickersShortcutsItem } from '@mui/x-date-pickers/PickersShortcuts';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

// A fixed "today" keeps the demo identical on every machine; an application would use dayjs().
const TODAY = dayjs('2024-08-15');

const RANGE_SHORTCUTS: PickersShortcutsItem<DateRange<Dayjs>>[] = [
  {
    label: 'This week',
    getValue: () => [TODAY.startOf('week'), TODAY.endOf('week').startOf('day')],
  },
  { label: 'Last 7 days', getValue: () => [TODAY.subtract(6, 'day'), TODAY] },
  {
    label: 'Current month',
    getValue: () => [TODAY.startOf('month'), TODAY.endOf('month').startOf('day')],
  },
  {
    label: 'Previous month',
    getValue: () => {
      const previous = TODAY.subtract(1, 'month');
      return [previous.startOf('month'), previous.endOf('month').startOf('day')];
    },
  },
  { label: 'Clear', getValue: () => [null, null] },
];

const show = (day: Dayjs | null): string =>
  day?.isValid() ? day.format('MMM D, YYYY') : '…';

export default function ShortcutsDateRange() {
  const [range, setRange] = React.useState<DateRange<Dayjs>>([
    dayjs('2024-08-05'),
    dayjs('2024-08-09'),
  ]);
  const [lastShortcut, setLastShortcut] = React.useState<string | null>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 420 }}>
        <DateRangePicker
          localeText={{ start: 'Report start', end: 'Report end' }}
          value={range}
          referenceDate={TODAY}
          onChange={(newRange, context) => {
            setRange(newRange);
            setLastShortcut(context.shortcut?.label ?? null);
          }}
          slotProps={{ shortcuts: { items: RANGE_SHORTCUTS, changeImportance: 'set' } }}
        />
        <Typography variant="body2">
          Report period:{' '}
          <strong>
            {show(range[0])} – {show(range[1])}
          </strong>
          {lastShortcut ? ` (shortcut: ${lastShortcut})` : ''}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
