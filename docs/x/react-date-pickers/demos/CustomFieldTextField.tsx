import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import TextField, { TextFieldProps } from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

/**
 * The application's own text field: filled, compact, with a hint under it.
 * The picker's field still handles the sections and the keyboard; this component only renders them.
 */
const FilledTextField = React.forwardRef<HTMLDivElement, TextFieldProps>(
  function FilledTextField(props, ref) {
    return (
      <TextField
        {...props}
        ref={ref}
        variant="filled"
        size="small"
        helperText={props.helperText ?? ' '}
      />
    );
  },
);

export default function CustomFieldTextField() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2024-08-15T14:30'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <DatePicker
          label="Departure date"
          value={value}
          onChange={setValue}
          slots={{ textField: FilledTextField }}
          slotProps={{ textField: { helperText: 'Month, day, year' } }}
        />
        <TimePicker
          label="Departure time"
          value={value}
          onChange={setValue}
          slots={{ textField: FilledTextField }}
        />
      </Stack>
      <Typography variant="body2" sx={{ mt: 1 }}>
        Departure: {value?.isValid() ? value.format('YYYY-MM-DD HH:mm') : 'none'}
      </Typography>
    </LocalizationProvider>
  );
}
