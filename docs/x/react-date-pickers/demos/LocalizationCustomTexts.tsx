import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';

export default function LocalizationCustomTexts() {
  const [draft, setDraft] = React.useState<Dayjs | null>(dayjs('2024-08-15'));
  const [booked, setBooked] = React.useState<Dayjs | null>(null);

  return (
    // Provider level: every picker inside gets these wordings.
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      localeText={{ clearButtonLabel: 'Start over', okButtonLabel: 'Book this day' }}
    >
      <Stack spacing={1} alignItems="flex-start">
        <StaticDatePicker
          value={draft}
          onChange={setDraft}
          onAccept={setBooked}
          // Component level: wins over the provider for this picker only.
          localeText={{ toolbarTitle: 'Check-in day' }}
          slotProps={{ actionBar: { actions: ['clear', 'accept'] } }}
        />
        <Typography variant="body2">
          Booked:{' '}
          <strong>
            {booked?.isValid() ? booked.format('ddd, MMM D, YYYY') : 'nothing yet'}
          </strong>
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
