import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

// A fixed starting point (never "now") so the page renders the same everywhere.
const INITIAL_APPOINTMENT = dayjs('2024-08-15T09:30');

export default function PickersOverviewDemo() {
  // One shared value: every component below reads and writes the same appointment.
  const [appointment, setAppointment] = React.useState<Dayjs | null>(INITIAL_APPOINTMENT);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={3}
        alignItems={{ md: 'flex-start' }}
      >
        <Stack spacing={2} sx={{ minWidth: 260, pt: 1 }}>
          <DatePicker label="Date" value={appointment} onChange={setAppointment} />
          <TimePicker label="Time" value={appointment} onChange={setAppointment} />
          <DateTimePicker
            label="Date and time"
            value={appointment}
            onChange={setAppointment}
          />
        </Stack>
        <DateCalendar value={appointment} onChange={setAppointment} />
      </Stack>
      <Typography variant="body2" sx={{ mt: 2 }}>
        Appointment:{' '}
        <strong>
          {appointment?.isValid()
            ? appointment.format('dddd, MMMM D, YYYY [at] h:mm A')
            : 'not set'}
        </strong>
      </Typography>
    </LocalizationProvider>
  );
}
