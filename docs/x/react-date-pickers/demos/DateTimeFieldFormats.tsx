import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';

export default function DateTimeFieldFormats() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2024-08-05T09:07'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 340 }}>
        <DateTimeField
          label="Day first, 24-hour"
          format="DD/MM/YYYY HH:mm"
          value={value}
          onChange={setValue}
        />
        <DateTimeField
          label="Spacious ISO style"
          format="YYYY-MM-DD HH:mm"
          formatDensity="spacious"
          value={value}
          onChange={setValue}
        />
        <DateTimeField
          label="Written month"
          format="MMMM D, YYYY h:mm a"
          value={value}
          onChange={setValue}
        />
      </Stack>
      <Typography variant="body2" sx={{ mt: 2 }}>
        Value:{' '}
        <strong>
          {value?.isValid() ? value.format('YYYY-MM-DD HH:mm') : 'invalid or empty'}
        </strong>
      </Typography>
    </LocalizationProvider>
  );
}
