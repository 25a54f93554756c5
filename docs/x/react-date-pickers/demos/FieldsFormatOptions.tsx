import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';

export default function FieldsFormatOptions() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2024-08-05'));
  const handleChange = (newValue: Dayjs | null) => setValue(newValue);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <DateField
          label="Day-month-year"
          value={value}
          onChange={handleChange}
          format="DD-MM-YYYY"
        />
        <DateField
          label="Spacious"
          value={value}
          onChange={handleChange}
          format="DD/MM/YYYY"
          formatDensity="spacious"
        />
        <DateField
          label="Month name"
          value={value}
          onChange={handleChange}
          format="MMMM D, YYYY"
        />
        <DateField
          label="Without leading zeros"
          value={value}
          onChange={handleChange}
          format="M/D/YYYY"
          shouldRespectLeadingZeros
        />
        <Typography variant="body2">
          Shared value:{' '}
          <strong>
            {value?.isValid() ? value.format('YYYY-MM-DD') : 'no valid date'}
          </strong>
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
