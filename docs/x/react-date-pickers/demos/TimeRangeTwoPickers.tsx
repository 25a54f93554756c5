import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

export default function TimeRangeTwoPickers() {
  const [opens, setOpens] = React.useState<Dayjs | null>(dayjs('2024-08-15T09:00'));
  const [closes, setCloses] = React.useState<Dayjs | null>(dayjs('2024-08-15T17:30'));
  const bothSet = opens?.isValid() === true && closes?.isValid() === true;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TimePicker
          label="Opens"
          value={opens}
          onChange={setOpens}
          maxTime={closes ?? undefined}
        />
        <TimePicker
          label="Closes"
          value={closes}
          onChange={setCloses}
          minTime={opens ?? undefined}
        />
      </Stack>
      <Typography variant="body2" sx={{ mt: 2 }}>
        Opening hours:{' '}
        <strong>
          {bothSet && opens && closes
            ? `${opens.format('h:mm A')} to ${closes.format('h:mm A')} (${closes.diff(opens, 'minute')} minutes)`
            : 'incomplete'}
        </strong>
      </Typography>
    </LocalizationProvider>
  );
}
