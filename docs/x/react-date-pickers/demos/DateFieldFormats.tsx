import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';

export default function DateFieldFormats() {
  // All four fields edit the same value; only the way they display it differs.
  const [date, setDate] = React.useState<Dayjs | null>(dayjs('2024-08-05'));
  const handleChange = (newValue: Dayjs | null) => setDate(newValue);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        useFlexGap
        flexWrap="wrap"
      >
        <DateField
          label="Day first"
          value={date}
          onChange={handleChange}
          format="DD/MM/YYYY"
        />
        <DateField
          label="Spacious"
          value={date}
          onChange={handleChange}
          format="DD/MM/YYYY"
          formatDensity="spacious"
        />
        <DateField
          label="Month name"
          value={date}
          onChange={handleChange}
          format="MMMM D, YYYY"
        />
        <DateField
          label="No leading zeros"
          value={date}
          onChange={handleChange}
          format="M/D/YYYY"
          shouldRespectLeadingZeros
        />
      </Stack>
      <Typography variant="body2" sx={{ mt: 2 }}>
        Shared value:{' '}
        <strong>{date?.isValid() ? date.format('YYYY-MM-DD') : 'no valid date'}</strong>
      </Typography>
    </LocalizationProvider>
  );
}
