import * as React from 'react';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

export default function PickersNativeTimes() {
  // 'HH:mm' (24-hour, whatever the reader's display), and 'YYYY-MM-DDTHH:mm' with no time zone.
  const [alarm, setAlarm] = React.useState('07:30');
  const [meeting, setMeeting] = React.useState('2024-09-10T14:00');

  return (
    <Stack spacing={2} sx={{ maxWidth: 340 }}>
      <TextField
        type="time"
        label="Alarm"
        value={alarm}
        onChange={(event) => setAlarm(event.target.value)}
        // step is in seconds: 900 offers quarter hours where the browser shows a list.
        inputProps={{ step: 900 }}
        InputLabelProps={{ shrink: true }}
      />
      <TextField
        type="datetime-local"
        label="Meeting starts"
        value={meeting}
        onChange={(event) => setMeeting(event.target.value)}
        inputProps={{ min: '2024-09-01T08:00', max: '2024-12-20T18:00' }}
        InputLabelProps={{ shrink: true }}
      />
      <Typography variant="body2" component="div" aria-live="polite">
        <div>Alarm: {alarm === '' ? 'empty' : `'${alarm}'`}</div>
        <div>Meeting: {meeting === '' ? 'empty' : `'${meeting}'`}</div>
      </Typography>
    </Stack>
  );
}
