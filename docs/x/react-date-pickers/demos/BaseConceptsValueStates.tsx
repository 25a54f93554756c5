import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';

/** Names the three states a picker value can be in. */
function describeValue(value: Dayjs | null): string {
  if (value === null) {
    return 'null (the field is empty)';
  }
  if (!value.isValid()) {
    return 'an invalid date (the entry is incomplete or impossible)';
  }
  return `a valid date: ${value.format('YYYY-MM-DD')}`;
}

export default function BaseConceptsValueStates() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2024-08-15'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 360 }}>
        <DateField
          label="Invoice date"
          value={value}
          onChange={(newValue) => setValue(newValue)}
        />
        <Stack direction="row" spacing={1}>
          <Button
            variant="outlined"
            size="small"
            onClick={() => setValue(dayjs('2024-08-15'))}
          >
            Reset to August 15
          </Button>
          <Button variant="outlined" size="small" onClick={() => setValue(null)}>
            Set to null
          </Button>
        </Stack>
        <Typography variant="body2">
          The value is <strong>{describeValue(value)}</strong>
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
