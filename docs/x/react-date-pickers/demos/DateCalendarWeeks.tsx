import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar, dayCalendarClasses } from '@mui/x-date-pickers/DateCalendar';
import { PickersDay, PickersDayProps } from '@mui/x-date-pickers/PickersDay';

/** Days with a team event, as ISO dates (typed data, kept apart from the rendering). */
const EVENT_DAYS: ReadonlySet<string> = new Set([
  '2024-08-06',
  '2024-08-14',
  '2024-08-27',
  '2024-09-03',
]);

const hasEvent = (day: Dayjs): boolean => EVENT_DAYS.has(day.format('YYYY-MM-DD'));

/** The default day button, with a dot under the days that have an event. */
function EventDay(props: PickersDayProps<Dayjs>) {
  const { day, outsideCurrentMonth } = props;
  const marked = !outsideCurrentMonth && hasEvent(day);
  return (
    <PickersDay
      {...props}
      sx={
        marked
          ? {
              '&::after': {
                content: '""',
                position: 'absolute',
                bottom: 3,
                width: 5,
                height: 5,
                borderRadius: '50%',
                bgcolor: 'secondary.main',
              },
            }
          : undefined
      }
    />
  );
}

export default function DateCalendarWeeks() {
  const [date, setDate] = React.useState<Dayjs | null>(dayjs('2024-08-14'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateCalendar
        value={date}
        onChange={(newValue) => setDate(newValue)}
        displayWeekNumber
        showDaysOutsideCurrentMonth
        fixedWeekNumber={6}
        slots={{ day: EventDay }}
        // The default gray of the week numbers is too faint to read (below 4.5:1 contrast).
        sx={{
          [`& .${dayCalendarClasses.weekNumber}, & .${dayCalendarClasses.weekNumberLabel}`]:
            {
              color: 'text.secondary',
            },
        }}
      />
      <Typography variant="body2">
        Selected:{' '}
        <strong>{date?.isValid() ? date.format('ddd, MMMM D, YYYY') : 'none'}</strong>
        {date?.isValid() && hasEvent(date) ? ' (team event)' : ''}
      </Typography>
    </LocalizationProvider>
  );
}
