import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import type { DateTimeValidationError } from '@mui/x-date-pickers/models';

// Submissions open on August 12 at 9:00 and close on August 16 at 17:00.
const OPENS = dayjs('2024-08-12T09:00');
const CLOSES = dayjs('2024-08-16T17:00');

export default function DateTimePickerBounds() {
  const [submittedAt, setSubmittedAt] = React.useState<Dayjs | null>(
    dayjs('2024-08-14T11:00'),
  );
  const [error, setError] = React.useState<DateTimeValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <DateTimePicker
          label="Submission time"
          value={submittedAt}
          onChange={setSubmittedAt}
          onError={setError}
          minDateTime={OPENS}
          maxDateTime={CLOSES}
          ampm={false}
          slotProps={{
            textField: {
              helperText: error
                ? 'Submissions run from Aug 12, 09:00 to Aug 16, 17:00.'
                : ' ',
            },
          }}
        />
        <Typography variant="body2">
          Submission:{' '}
          <strong>
            {submittedAt?.isValid() ? submittedAt.format('YYYY-MM-DD HH:mm') : 'none'}
          </strong>
          , error: <strong>{error ?? 'none'}</strong>
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
