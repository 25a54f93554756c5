import * as React from 'react';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

// Native date inputs exchange ISO strings: 'YYYY-MM-DD', whatever the reader's display format.
const FIRST_DAY = '2024-09-02';
const LAST_DAY = '2024-09-27';

const formatDay = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'full',
  timeZone: 'UTC',
});

/** '2024-09-10' -> 'Tuesday, September 10, 2024'; an empty or invalid string -> null. */
function describeDay(value: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const [, year, month, day] = match;
  return formatDay.format(Date.UTC(Number(year), Number(month) - 1, Number(day)));
}

export default function PickersNativeDate() {
  const [day, setDay] = React.useState('2024-09-10');
  // String comparison works for ISO dates of the same length.
  const outOfRange = day !== '' && (day < FIRST_DAY || day > LAST_DAY);
  const described = describeDay(day);

  return (
    <Stack spacing={2} sx={{ maxWidth: 340 }}>
      <TextField
        type="date"
        label="Workshop day"
        value={day}
        onChange={(event) => setDay(event.target.value)}
        inputProps={{ min: FIRST_DAY, max: LAST_DAY }}
        // The native input always shows its own placeholder (mm/dd/yyyy), so the label must stay shrunk.
        InputLabelProps={{ shrink: true }}
        error={outOfRange}
        helperText={
          outOfRange
            ? 'Choose a day in September, from the 2nd to the 27th'
            : 'Workshops run September 2 to 27'
        }
      />
      <Typography variant="body2" aria-live="polite">
        Value: {day === '' ? 'empty' : `'${day}'`}
        {described ? ` (${described})` : ''}
      </Typography>
    </Stack>
  );
}
