import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';

export default function DateTimeFieldBasic() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2024-08-15T14:30'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <DateTimeField label="Event start" value={value} onChange={setValue} />
        <Typography variant="body2">
          Selected:{' '}
          <strong>
            {value?.isValid() ? value.format('YYYY-MM-DD HH:mm') : 'invalid or empty'}
          </strong>
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
