import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import { DatePickerToolbarProps } from '@mui/x-date-pickers/DatePicker';
import { pickersLayoutClasses } from '@mui/x-date-pickers/PickersLayout';

type Orientation = 'portrait' | 'landscape';

const ORIENTATIONS: readonly Orientation[] = ['portrait', 'landscape'];

function isOrientation(value: string): value is Orientation {
  return (ORIENTATIONS as readonly string[]).includes(value);
}

/**
 * A compact toolbar. The built-in one renders the date as an `<h4>`, which would sit in the page's
 * heading outline; this one uses a paragraph. It keeps the class the layout positions it by.
 */
function DateSummaryToolbar(props: DatePickerToolbarProps<Dayjs>) {
  const { value, className, hidden, isLandscape, titleId } = props;
  if (hidden) {
    return null;
  }
  return (
    <Box className={className} sx={{ p: 2, maxWidth: isLandscape ? 140 : 'none' }}>
      <Typography id={titleId} variant="overline" component="p" color="text.secondary">
        Arrival
      </Typography>
      <Typography variant="h5" component="p">
        {value?.isValid() ? value.format('ddd, MMM D') : 'No date'}
      </Typography>
    </Box>
  );
}

export default function CustomLayoutOrientation() {
  const [orientation, setOrientation] = React.useState<Orientation>('landscape');
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2024-08-15'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} alignItems="flex-start">
        <TextField
          select
          size="small"
          label="Orientation"
          value={orientation}
          onChange={(event) => {
            if (isOrientation(event.target.value)) {
              setOrientation(event.target.value);
            }
          }}
          SelectProps={{ native: true }}
        >
          {ORIENTATIONS.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </TextField>
        <StaticDatePicker
          orientation={orientation}
          value={value}
          onChange={setValue}
          slots={{ toolbar: DateSummaryToolbar }}
          slotProps={{
            layout: {
              sx: {
                // Each part of the layout has a class: style them from the layout root.
                [`.${pickersLayoutClasses.toolbar}`]: { bgcolor: 'action.hover' },
                [`.${pickersLayoutClasses.actionBar}`]: {
                  borderTop: 1,
                  borderColor: 'divider',
                },
              },
            },
          }}
        />
        <Typography variant="body2">
          Selected: {value?.isValid() ? value.format('YYYY-MM-DD') : 'none'} (
          {orientation})
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
