import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function CustomComponentsSlotProps() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2024-08-15'));
  const [accepted, setAccepted] = React.useState<Dayjs | null>(dayjs('2024-08-15'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Check-in"
        value={value}
        onChange={setValue}
        onAccept={setAccepted}
        closeOnSelect={false}
        slotProps={{
          // Props for the Material TextField the field renders.
          textField: { helperText: 'MM/DD/YYYY', name: 'check-in' },
          // A function receives the owner state: here, buttons depend on the variant.
          actionBar: ({ wrapperVariant }) => ({
            actions:
              wrapperVariant === 'desktop'
                ? ['clear', 'accept']
                : ['clear', 'cancel', 'accept'],
          }),
          openPickerButton: { color: 'primary' },
          toolbar: { hidden: true },
        }}
      />
      <Typography variant="body2" sx={{ mt: 2 }}>
        Accepted: {accepted?.isValid() ? accepted.format('YYYY-MM-DD') : 'none'}
      </Typography>
    </LocalizationProvider>
  );
}
