import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import type { TimeValidationError, TimeView } from '@mui/x-date-pickers/models';

const OPENS = dayjs('2024-08-15T09:00');
const CLOSES = dayjs('2024-08-15T17:30');

/** The shop closes for lunch between 12:00 and 12:59. */
const isLunchBreak = (value: Dayjs, view: TimeView) =>
  view === 'hours' && value.hour() === 12;

const ERROR_TEXT: Record<NonNullable<TimeValidationError>, string> = {
  invalidDate: 'Enter a complete time.',
  minTime: 'The shop opens at 9:00 AM.',
  maxTime: 'The last visit starts at 5:30 PM.',
  'shouldDisableTime-hours': 'The shop is closed for lunch from 12:00 to 1:00 PM.',
  'shouldDisableTime-minutes': 'This minute is not available.',
  'shouldDisableTime-seconds': 'This second is not available.',
  minutesStep: 'Choose a time on a quarter hour.',
  disablePast: 'Choose a time in the future.',
  disableFuture: 'Choose a time in the past.',
};

export default function TimePickerOpeningHours() {
  const [visit, setVisit] = React.useState<Dayjs | null>(dayjs('2024-08-15T10:15'));
  const [error, setError] = React.useState<TimeValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 300 }}>
        <TimePicker
          label="Visit time"
          value={visit}
          onChange={setVisit}
          onError={setError}
          minTime={OPENS}
          maxTime={CLOSES}
          minutesStep={15}
          timeSteps={{ minutes: 15 }}
          shouldDisableTime={isLunchBreak}
          slotProps={{
            textField: {
              helperText: error ? ERROR_TEXT[error] : 'Open 9:00 AM to 5:30 PM',
            },
          }}
        />
        <Typography variant="body2">
          Visit: <strong>{visit?.isValid() ? visit.format('h:mm A') : 'none'}</strong>
          {error ? ` (error: ${error})` : ''}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
