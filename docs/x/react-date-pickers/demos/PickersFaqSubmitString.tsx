import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

/** What the form sends: a date-only ISO string, or null when the date is missing or invalid. */
function toPayload(value: Dayjs | null): string | null {
  return value !== null && value.isValid() ? value.format('YYYY-MM-DD') : null;
}

export default function PickersFaqSubmitString() {
  const [dueDate, setDueDate] = React.useState<Dayjs | null>(dayjs('2024-08-15'));
  const [sent, setSent] = React.useState<string | null>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack
        component="form"
        spacing={2}
        sx={{ maxWidth: 320 }}
        onSubmit={(event: React.FormEvent<HTMLFormElement>) => {
          event.preventDefault();
          setSent(JSON.stringify({ dueDate: toPayload(dueDate) }));
        }}
      >
        <DatePicker
          label="Due date"
          value={dueDate}
          onChange={(newValue) => setDueDate(newValue)}
        />
        <Button type="submit" variant="contained">
          Send
        </Button>
        <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
          Request body: {sent ?? 'nothing sent yet'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
