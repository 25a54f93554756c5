import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimeField } from '@mui/x-date-pickers/TimeField';

export default function TimeFieldBasic() {
  const [start, setStart] = React.useState<Dayjs | null>(dayjs('2024-08-15T08:15'));
  const [end, setEnd] = React.useState<Dayjs | null>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TimeField label="Shift start" value={start} onChange={setStart} />
        <TimeField label="Shift end" value={end} onChange={setEnd} />
      </Stack>
      <Typography variant="body2" sx={{ mt: 2 }}>
        Shift: <strong>{start?.isValid() ? start.format('HH:mm') : 'no start'}</strong> to{' '}
        <strong>{end?.isValid() ? end.format('HH:mm') : 'no end'}</strong>
      </Typography>
    </LocalizationProvider>
  );
}
