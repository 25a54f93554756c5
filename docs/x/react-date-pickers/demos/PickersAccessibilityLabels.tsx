import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function PickersAccessibilityLabels() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2024-08-15'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <DatePicker
          label="Date of birth"
          value={value}
          onChange={(newValue) => setValue(newValue)}
          localeText={{
            openDatePickerDialogue: (date, utils) =>
              date !== null && utils.isValid(date)
                ? `Open the calendar for the date of birth, currently ${utils.format(date, 'fullDate')}`
                : 'Open the calendar for the date of birth',
          }}
          slotProps={{ textField: { helperText: 'Month, day and year' } }}
        />
        <Typography variant="body2">
          Date of birth:{' '}
          <strong>
            {value?.isValid() ? value.format('MMMM D, YYYY') : 'no valid date'}
          </strong>
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
