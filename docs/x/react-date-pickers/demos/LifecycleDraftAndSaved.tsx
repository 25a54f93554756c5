import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';

const show = (value: Dayjs | null): string =>
  value?.isValid() ? value.format('MMMM D, YYYY') : 'none';

export default function LifecycleDraftAndSaved() {
  const [draft, setDraft] = React.useState<Dayjs | null>(dayjs('2024-08-15'));
  const [saved, setSaved] = React.useState<Dayjs | null>(dayjs('2024-08-15'));
  const [closeOnSelect, setCloseOnSelect] = React.useState(false);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 360 }}>
        <FormControlLabel
          control={
            <Switch
              checked={closeOnSelect}
              onChange={(event) => setCloseOnSelect(event.target.checked)}
            />
          }
          label="Close on select"
        />
        <DesktopDatePicker
          label="Review date"
          value={draft}
          onChange={setDraft}
          onAccept={setSaved}
          closeOnSelect={closeOnSelect}
          slotProps={{ actionBar: { actions: ['cancel', 'accept'] } }}
        />
        <Typography variant="body2">
          Draft (onChange): <strong>{show(draft)}</strong>
        </Typography>
        <Typography variant="body2">
          Saved (onAccept): <strong>{show(saved)}</strong>
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
