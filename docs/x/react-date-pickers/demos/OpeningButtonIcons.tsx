import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EditCalendarRoundedIcon from '@mui/icons-material/EditCalendarRounded';
import ScheduleRoundedIcon from '@mui/icons-material/ScheduleRounded';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

export default function OpeningButtonIcons() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2024-08-15T09:30'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <DatePicker
          label="Date"
          value={value}
          onChange={setValue}
          slots={{ openPickerIcon: EditCalendarRoundedIcon }}
        />
        <TimePicker
          label="Time"
          value={value}
          onChange={setValue}
          slots={{ openPickerIcon: ScheduleRoundedIcon }}
          slotProps={{
            openPickerIcon: { fontSize: 'small' },
            openPickerButton: { color: 'primary' },
          }}
        />
        <DateTimePicker
          label="Date and time"
          value={value}
          onChange={setValue}
          slotProps={{
            inputAdornment: { position: 'start' },
            openPickerButton: { color: 'secondary' },
          }}
        />
      </Stack>
      <Typography variant="body2" sx={{ mt: 2 }}>
        Selected: {value?.isValid() ? value.format('YYYY-MM-DD HH:mm') : 'none'}
      </Typography>
    </LocalizationProvider>
  );
}
