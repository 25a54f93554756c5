import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import IconButton, { IconButtonProps } from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

/**
 * Replaces the opening button. The picker passes `onClick`, `aria-label`, `disabled` and `edge`:
 * spread them so that the button still opens the views and keeps its accessible name.
 */
function OutlinedOpenButton(props: IconButtonProps) {
  return (
    <Tooltip title="Open the calendar" describeChild>
      <IconButton
        {...props}
        size="small"
        sx={{
          border: 1,
          borderColor: 'primary.main',
          color: 'primary.main',
          borderRadius: 1,
          ml: 0.5,
        }}
      />
    </Tooltip>
  );
}

export default function OpeningButtonCustom() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2024-08-15'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Invoice date"
        value={value}
        onChange={setValue}
        slots={{ openPickerButton: OutlinedOpenButton }}
      />
      <Typography variant="body2" sx={{ mt: 2 }}>
        Invoice date: {value?.isValid() ? value.format('YYYY-MM-DD') : 'none'}
      </Typography>
    </LocalizationProvider>
  );
}
