import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { SingleInputDateRangeField } from '@mui/x-date-pickers-pro/SingleInputDateRangeField';
import type { DateRange, DateRangeValidationError } from '@mui/x-date-pickers-pro/models';

const CONFERENCE_OPENS = dayjs('2024-10-07');
const CONFERENCE_CLOSES = dayjs('2024-10-11');

export default function DateRangeFieldFormat() {
  const [attendance, setAttendance] = React.useState<DateRange<Dayjs>>([
    dayjs('2024-10-08'),
    dayjs('2024-10-10'),
  ]);
  const [error, setError] = React.useState<DateRangeValidationError>([null, null]);
  const hasError = error[0] !== null || error[1] !== null;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 360 }}>
        <SingleInputDateRangeField
          label="Days attending"
          value={attendance}
          onChange={(newAttendance) => setAttendance(newAttendance)}
          onError={(newError) => setError(newError)}
          format="DD.MM.YYYY"
          dateSeparator="to"
          minDate={CONFERENCE_OPENS}
          maxDate={CONFERENCE_CLOSES}
          clearable
          helperText={
            hasError ? 'The conference runs from October 7 to October 11, 2024.' : ' '
          }
        />
        <Typography variant="body2">
          Errors:{' '}
          <strong>
            {hasError ? `${error[0] ?? 'none'} / ${error[1] ?? 'none'}` : 'none'}
          </strong>
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
