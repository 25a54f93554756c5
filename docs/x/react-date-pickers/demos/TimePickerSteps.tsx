import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DesktopTimePicker } from '@mui/x-date-pickers/DesktopTimePicker';

const format = (value: Dayjs | null) =>
  value?.isValid() ? value.format('HH:mm') : 'none';

export default function TimePickerSteps() {
  const [slot, setSlot] = React.useState<Dayjs | null>(dayjs('2024-08-15T14:00'));
  const [alarm, setAlarm] = React.useState<Dayjs | null>(dayjs('2024-08-15T06:45'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Stack spacing={1} sx={{ minWidth: 220 }}>
          {/* 24 hours x 2 options = 48 entries: at or under the threshold, so one list. */}
          <DesktopTimePicker
            label="Half-hour slot"
            ampm={false}
            value={slot}
            onChange={setSlot}
            timeSteps={{ minutes: 30 }}
            thresholdToRenderTimeInASingleColumn={48}
          />
          <Typography variant="body2">Slot: {format(slot)}</Typography>
        </Stack>
        <Stack spacing={1} sx={{ minWidth: 220 }}>
          {/* 24 x 4 = 96 entries: over the threshold, so one column per section. */}
          <DesktopTimePicker
            label="Alarm"
            ampm={false}
            value={alarm}
            onChange={setAlarm}
            timeSteps={{ minutes: 15 }}
          />
          <Typography variant="body2">Alarm: {format(alarm)}</Typography>
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
