import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';

// UTC values need the utc plugin; named zones need timezone as well.
dayjs.extend(utc);
dayjs.extend(timezone);

export default function TimezoneSameInstant() {
  // One instant, stored in UTC: 15 August 2024, 14:30 UTC.
  const [value, setValue] = React.useState<Dayjs | null>(
    dayjs.utc('2024-08-15T14:30:00Z'),
  );
  // The reader's zone is only known in the browser; the server renders without it.
  const [readerZone, setReaderZone] = React.useState<string | null>(null);
  React.useEffect(() => {
    setReaderZone(dayjs.tz.guess());
  }, []);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 360 }}>
        <DateTimeField label="UTC" value={value} onChange={setValue} timezone="UTC" />
        <DateTimeField
          label="New York"
          value={value}
          onChange={setValue}
          timezone="America/New_York"
        />
        {readerZone === null ? (
          <Typography variant="body2" color="text.secondary">
            Your own time zone appears here once the page has loaded.
          </Typography>
        ) : (
          <DateTimeField
            label={`Your time zone (${readerZone})`}
            value={value}
            onChange={setValue}
            timezone="system"
          />
        )}
        <Typography variant="body2">
          Stored instant:{' '}
          <strong>{value?.isValid() ? value.toISOString() : 'invalid or empty'}</strong>
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
