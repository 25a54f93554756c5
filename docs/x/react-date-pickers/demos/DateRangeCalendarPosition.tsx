import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangeCalendar } from '@mui/x-date-pickers-pro/DateRangeCalendar';
import type { DateRange, RangePosition } from '@mui/x-date-pickers-pro/models';

export default function DateRangeCalendarPosition() {
  const [sprint, setSprint] = React.useState<DateRange<Dayjs>>([
    dayjs('2024-08-12'),
    dayjs('2024-08-23'),
  ]);
  const [position, setPosition] = React.useState<RangePosition>('start');

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} alignItems="flex-start">
        <ToggleButtonGroup
          exclusive
          size="small"
          value={position}
          onChange={(_event, next: RangePosition | null) => {
            if (next !== null) {
              setPosition(next);
            }
          }}
          aria-label="Date to edit"
        >
          <ToggleButton value="start">Edit first day</ToggleButton>
          <ToggleButton value="end">Edit last day</ToggleButton>
        </ToggleButtonGroup>
        <DateRangeCalendar
          calendars={1}
          value={sprint}
          onChange={(newSprint) => setSprint(newSprint)}
          rangePosition={position}
          onRangePositionChange={setPosition}
          disableDragEditing
        />
        <Typography variant="body2">
          Sprint: <strong>{sprint[0]?.format('YYYY-MM-DD') ?? '…'}</strong> to{' '}
          <strong>{sprint[1]?.format('YYYY-MM-DD') ?? '…'}</strong>, next click sets the{' '}
          <strong>{position === 'start' ? 'first' : 'last'} day</strong>
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
