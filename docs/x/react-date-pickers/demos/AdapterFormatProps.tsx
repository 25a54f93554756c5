import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

// Day.js format strings a reader can apply to the field.
const FORMATS = [
  'L',
  'DD/MM/YYYY',
  'YYYY-MM-DD',
  'MMM D, YYYY',
  'dddd, MMMM D, YYYY',
] as const;

type FormatString = (typeof FORMATS)[number];
type Density = 'dense' | 'spacious';

function isFormatString(value: string): value is FormatString {
  return (FORMATS as readonly string[]).includes(value);
}

export default function AdapterFormatProps() {
  const [format, setFormat] = React.useState<FormatString>('L');
  const [density, setDensity] = React.useState<Density>('dense');
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2024-08-15'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 360 }}>
        <Stack direction="row" spacing={2}>
          <TextField
            select
            label="format"
            value={format}
            onChange={(event) => {
              if (isFormatString(event.target.value)) setFormat(event.target.value);
            }}
            SelectProps={{ native: true }}
            size="small"
            sx={{ flex: 1 }}
          >
            {FORMATS.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </TextField>
          <TextField
            select
            label="formatDensity"
            value={density}
            onChange={(event) =>
              setDensity(event.target.value === 'spacious' ? 'spacious' : 'dense')
            }
            SelectProps={{ native: true }}
            size="small"
          >
            <option value="dense">dense</option>
            <option value="spacious">spacious</option>
          </TextField>
        </Stack>
        {/* key: 7.14.0 applies a new formatDensity to a mounted field only when its format changes. */}
        <DatePicker
          key={density}
          label="Due date"
          value={value}
          onChange={setValue}
          format={format}
          formatDensity={density}
        />
        <Typography variant="body2">
          Stored value:{' '}
          <strong>
            {value?.isValid() ? value.format('YYYY-MM-DD') : 'invalid or empty'}
          </strong>
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
