import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { BarChart } from '@mui/x-charts/BarChart';

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'];
const ORDERS_PER_WEEKDAY = [14, 22, 17, 25, 31];

export default function XInstallationCheck() {
  // A fixed first value (not today) keeps the server and browser renders identical.
  const [day, setDay] = React.useState<Dayjs | null>(dayjs('2024-09-02'));

  return (
    // One LocalizationProvider near the root is enough for every picker below it.
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ pt: 1 }}>
        <DatePicker
          label="Delivery date"
          value={day}
          onChange={setDay}
          sx={{ maxWidth: 280 }}
        />
        <Typography variant="body2" color="text.secondary">
          {day?.isValid()
            ? `Day.js value: ${day.format('YYYY-MM-DD')}, a ${day.format('dddd')}`
            : 'No valid date chosen'}
        </Typography>
        <BarChart
          height={240}
          xAxis={[{ scaleType: 'band', data: WEEKDAYS }]}
          series={[{ data: ORDERS_PER_WEEKDAY, label: 'Orders per weekday' }]}
        />
      </Stack>
    </LocalizationProvider>
  );
}
