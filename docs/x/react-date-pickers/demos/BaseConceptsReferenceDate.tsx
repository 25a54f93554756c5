import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimeField } from '@mui/x-date-pickers/TimeField';

// The time field only edits hours and minutes; the day comes from this reference.
const MEETING_DAY = dayjs('2024-08-15T00:00');

export default function BaseConceptsReferenceDate() {
  const [start, setStart] = React.useState<Dayjs | null>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <TimeField
          label="Meeting start"
          value={start}
          onChange={(newValue) => setStart(newValue)}
          referenceDate={MEETING_DAY}
        />
        <Typography variant="body2">
          Full value:{' '}
          <strong>
            {start?.isValid() ? start.format('YYYY-MM-DD HH:mm') : 'type a complete time'}
          </strong>
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
