import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { MultiSectionDigitalClock } from '@mui/x-date-pickers/MultiSectionDigitalClock';

export default function MultiSectionDigitalClockSteps() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2024-08-15T16:20'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'flex', gap: 3, alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <MultiSectionDigitalClock
          value={value}
          onChange={setValue}
          views={['hours', 'minutes']}
          timeSteps={{ minutes: 10 }}
          ampm
          sx={{ border: 1, borderColor: 'divider' }}
        />
        <Typography variant="body2">
          Selected: <strong>{value?.isValid() ? value.format('h:mm A') : 'none'}</strong>
        </Typography>
      </Box>
    </LocalizationProvider>
  );
}
