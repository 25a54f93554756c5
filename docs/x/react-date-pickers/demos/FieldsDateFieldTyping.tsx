import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';

export default function FieldsDateFieldTyping() {
  const [value, setValue] = React.useState<Dayjs | null>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <DateField
          label="Project start"
          value={value}
          onChange={(newValue) => setValue(newValue)}
          format="MM/DD/YYYY"
          referenceDate={dayjs('2024-08-15')}
          clearable
        />
        <Typography variant="body2">
          Project start:{' '}
          <strong>
            {value === null
              ? 'empty'
              : value.isValid()
                ? value.format('dddd, MMMM D, YYYY')
                : 'incomplete date'}
          </strong>
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
