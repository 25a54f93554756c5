import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

const show = (value: Dayjs | null): string =>
  value?.isValid() ? value.format('YYYY-MM-DD') : 'empty';

export default function DatePickerAccept() {
  const [draft, setDraft] = React.useState<Dayjs | null>(dayjs('2024-08-15'));
  const [saved, setSaved] = React.useState<Dayjs | null>(dayjs('2024-08-15'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <DatePicker
          label="Review date"
          value={draft}
          onChange={(newValue) => setDraft(newValue)}
          onAccept={(newValue) => setSaved(newValue)}
          closeOnSelect={false}
          slotProps={{ actionBar: { actions: ['clear', 'cancel', 'accept'] } }}
        />
        <Typography variant="body2">
          Last change (onChange): <strong>{show(draft)}</strong>
          <br />
          Saved (onAccept): <strong>{show(saved)}</strong>
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
