import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';

export default function PickersAccessibilityKeyboard() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2024-08-15'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <DateField
          label="Renewal date"
          value={value}
          onChange={(newValue) => setValue(newValue)}
          format="MM/DD/YYYY"
          helperText="Arrow keys change the selected section"
        />
        <Typography variant="body2" role="status">
          Renewal:{' '}
          <strong>
            {value?.isValid() ? value.format('MMMM D, YYYY') : 'no valid date'}
          </strong>
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
