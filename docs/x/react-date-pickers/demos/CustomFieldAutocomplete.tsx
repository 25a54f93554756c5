import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import {
  BaseSingleInputFieldProps,
  DateValidationError,
  FieldSection,
} from '@mui/x-date-pickers/models';

/** The evenings a small theater still has seats for: the only dates a reader may book. */
const SHOW_DATES: readonly Dayjs[] = [
  '2024-09-06',
  '2024-09-07',
  '2024-09-13',
  '2024-09-20',
  '2024-09-21',
].map((date) => dayjs(date));

const DISPLAY_FORMAT = 'ddd, MMM D';

const isShowDate = (date: Dayjs): boolean =>
  SHOW_DATES.some((show) => show.isSame(date, 'day'));

/** The props a date picker passes to its field (7.x, non-accessible DOM structure). */
type AutocompleteFieldProps = BaseSingleInputFieldProps<
  Dayjs | null,
  Dayjs,
  FieldSection,
  false,
  DateValidationError
>;

/**
 * A field that lists the allowed dates instead of editing sections. The picker's opening button stays
 * beside the list's own arrow, and the popover anchors to the autocomplete's root.
 */
function AutocompleteField(props: AutocompleteFieldProps) {
  const { value, onChange, label, id, disabled, readOnly, InputProps } = props;

  return (
    <Autocomplete
      id={id}
      ref={InputProps?.ref}
      options={SHOW_DATES}
      value={value}
      onChange={(_event, next) => onChange?.(next, { validationError: null })}
      getOptionLabel={(date) => date.format(DISPLAY_FORMAT)}
      isOptionEqualToValue={(option, current) => option.isSame(current, 'day')}
      disabled={disabled}
      readOnly={readOnly}
      sx={{ maxWidth: 320 }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          InputProps={{
            ...params.InputProps,
            endAdornment: (
              <React.Fragment>
                {InputProps?.endAdornment}
                {params.InputProps.endAdornment}
              </React.Fragment>
            ),
          }}
        />
      )}
    />
  );
}

export default function CustomFieldAutocomplete() {
  const [value, setValue] = React.useState<Dayjs | null>(SHOW_DATES[0] ?? null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Performance"
        value={value}
        onChange={setValue}
        // The calendar agrees with the list: every other day is disabled there.
        shouldDisableDate={(date) => !isShowDate(date)}
        referenceDate={dayjs('2024-09-01')}
        slots={{ field: AutocompleteField }}
      />
      <Typography variant="body2" sx={{ mt: 2 }}>
        Booked: {value?.isValid() ? value.format('YYYY-MM-DD') : 'none'}
      </Typography>
    </LocalizationProvider>
  );
}
