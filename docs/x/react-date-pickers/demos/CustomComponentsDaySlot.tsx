import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { PickersDay, PickersDayProps } from '@mui/x-date-pickers/PickersDay';

// Fixed team events: a plain data list, kept apart from the component that renders it.
const TEAM_EVENTS: readonly string[] = ['2024-08-05', '2024-08-19', '2024-08-28'];

/** Replaces the built-in day button: event days get an underline in the primary color. */
function EventDay(props: PickersDayProps<Dayjs>) {
  const { day, outsideCurrentMonth, sx, ...other } = props;
  const hasEvent = !outsideCurrentMonth && TEAM_EVENTS.includes(day.format('YYYY-MM-DD'));

  return (
    <PickersDay
      {...other}
      day={day}
      outsideCurrentMonth={outsideCurrentMonth}
      sx={[
        hasEvent && {
          fontWeight: 'bold',
          borderBottom: 3,
          borderColor: 'primary.main',
          borderRadius: 1,
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    />
  );
}

export default function CustomComponentsDaySlot() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2024-08-15'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Meeting day"
        value={value}
        onChange={setValue}
        slots={{ day: EventDay }}
      />
      <Typography variant="body2" sx={{ mt: 2 }}>
        Selected: {value?.isValid() ? value.format('YYYY-MM-DD') : 'none'}
        {value?.isValid() && TEAM_EVENTS.includes(value.format('YYYY-MM-DD'))
          ? ' (team event)'
          : ''}
      </Typography>
    </LocalizationProvider>
  );
}
