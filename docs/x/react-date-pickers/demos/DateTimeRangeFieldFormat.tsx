import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { SingleInputDateTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputDateTimeRangeField';
import type {
  DateRange,
  DateTimeRangeValidationError,
} from '@mui/x-date-pickers-pro/models';

export default function DateTimeRangeFieldFormat() {
  const [exam, setExam] = React.useState<DateRange<Dayjs>>([
    dayjs('2024-09-02T09:00'),
    dayjs('2024-09-02T12:00'),
  ]);
  const [error, setError] = React.useState<DateTimeRangeValidationError>([null, null]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 440 }}>
        <SingleInputDateTimeRangeField
          label="Exam slot"
          value={exam}
          onChange={(newExam) => setExam(newExam)}
          onError={(newError) => setError(newError)}
          format="DD/MM/YYYY HH:mm"
          dateSeparator="until"
          minDateTime={dayjs('2024-09-02T08:00')}
          maxDateTime={dayjs('2024-09-06T18:00')}
        />
        <Typography variant="body2">
          Start: <strong>{error[0] ?? 'valid'}</strong>, end:{' '}
          <strong>{error[1] ?? 'valid'}</strong>
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
