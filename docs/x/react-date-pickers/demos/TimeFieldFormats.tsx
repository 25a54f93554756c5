import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimeField } from '@mui/x-date-pickers/TimeField';

export default function TimeFieldFormats() {
  // All four fields edit the same value; only the way they display it differs.
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2024-08-15T07:05:09'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <TimeField label="24-hour clock" ampm={false} value={value} onChange={setValue} />
        <TimeField
          label="With seconds"
          format="hh:mm:ss a"
          value={value}
          onChange={setValue}
        />
        <TimeField
          label="No leading zeros"
          format="h:m a"
          shouldRespectLeadingZeros
          value={value}
          onChange={setValue}
        />
        <TimeField
          label="Spacious"
          format="HH.mm.ss"
          formatDensity="spacious"
          value={value}
          onChange={setValue}
        />
      </Stack>
      <Typography variant="body2" sx={{ mt: 2 }}>
        Value:{' '}
        <strong>
          {value?.isValid() ? value.format('HH:mm:ss') : 'invalid or empty'}
        </strong>
      </Typography>
    </LocalizationProvider>
  );
}
