import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import type { PickersShortcutsItem } from '@mui/x-date-pickers/PickersShortcuts';

// Shortcuts are computed from a fixed "today" so that the demo shows the same dates everywhere.
// In an application, start from dayjs() instead.
const TODAY = dayjs('2024-08-15');

/** The next Monday strictly after `day`. */
const nextMonday = (day: Dayjs): Dayjs => day.add((8 - day.day()) % 7 || 7, 'day');

const SHORTCUTS: PickersShortcutsItem<Dayjs | null>[] = [
  { label: 'Today', getValue: () => TODAY },
  { label: 'Next Monday', getValue: () => nextMonday(TODAY) },
  { label: 'In two weeks', getValue: () => TODAY.add(2, 'week') },
  { label: 'End of the month', getValue: () => TODAY.endOf('month').startOf('day') },
  // Before minDate, so the chip is disabled.
  { label: 'Last week', getValue: () => TODAY.subtract(1, 'week') },
  { label: 'Reset', getValue: () => null },
];

export default function ShortcutsStaticDate() {
  const [due, setDue] = React.useState<Dayjs | null>(TODAY);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1}>
        <StaticDatePicker
          value={due}
          onChange={setDue}
          minDate={TODAY}
          referenceDate={TODAY}
          slotProps={{
            shortcuts: { items: SHORTCUTS },
            actionBar: { actions: [] },
            // The toolbar title is an h4, which would skip heading levels in the page's outline.
            toolbar: { hidden: true },
          }}
        />
        <Typography variant="body2">
          Due date:{' '}
          <strong>{due?.isValid() ? due.format('dddd, MMMM D, YYYY') : 'not set'}</strong>
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
