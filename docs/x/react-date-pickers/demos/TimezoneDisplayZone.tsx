import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

dayjs.extend(utc);
dayjs.extend(timezone);

const ZONES = ['UTC', 'America/New_York', 'Europe/Paris', 'Asia/Tokyo'] as const;
type Zone = (typeof ZONES)[number];

function isZone(value: string): value is Zone {
  return (ZONES as readonly string[]).includes(value);
}

export default function TimezoneDisplayZone() {
  const [zone, setZone] = React.useState<Zone>('America/New_York');
  // The stored value stays in UTC whatever zone the picker displays.
  const [value, setValue] = React.useState<Dayjs | null>(
    dayjs.utc('2024-08-15T14:30:00Z'),
  );

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 360 }}>
        <TextField
          select
          label="timezone"
          value={zone}
          onChange={(event) => {
            if (isZone(event.target.value)) setZone(event.target.value);
          }}
          SelectProps={{ native: true }}
          size="small"
        >
          {ZONES.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </TextField>
        <DateTimePicker
          label="Webinar start"
          value={value}
          onChange={setValue}
          timezone={zone}
          ampm={false}
        />
        <Typography variant="body2">
          onChange returns (UTC):{' '}
          <strong>
            {value?.isValid()
              ? value.format('YYYY-MM-DD HH:mm [UTC]')
              : 'invalid or empty'}
          </strong>
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
