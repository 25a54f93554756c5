import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker, DatePickerProps } from '@mui/x-date-pickers/DatePicker';
import {
  BaseSingleInputFieldProps,
  DateValidationError,
  FieldSection,
} from '@mui/x-date-pickers/models';

/** The props a date picker passes to its field (7.x, non-accessible DOM structure). */
type ButtonFieldProps = BaseSingleInputFieldProps<
  Dayjs | null,
  Dayjs,
  FieldSection,
  false,
  DateValidationError
>;

/** Lets the field toggle the picker that renders it. */
const ToggleOpenContext = React.createContext<() => void>(() => {});

/**
 * A read-only field: a button that shows the label and the value, and opens the views.
 * Its visible text is also its accessible name.
 */
function ButtonField(props: ButtonFieldProps) {
  const toggleOpen = React.useContext(ToggleOpenContext);
  const { value, format, label, id, disabled, InputProps } = props;
  const text = value?.isValid() && format ? value.format(format) : 'none';

  return (
    <Button
      variant="outlined"
      id={id}
      disabled={disabled}
      // The picker anchors its popover to this ref.
      ref={InputProps?.ref}
      onClick={toggleOpen}
      sx={{ textTransform: 'none' }}
    >
      {label}: {text}
    </Button>
  );
}

function ButtonDatePicker(
  props: Omit<DatePickerProps<Dayjs>, 'open' | 'onOpen' | 'onClose'>,
) {
  const [open, setOpen] = React.useState(false);
  const toggleOpen = React.useCallback(() => setOpen((previous) => !previous), []);

  return (
    <ToggleOpenContext.Provider value={toggleOpen}>
      <DatePicker
        {...props}
        slots={{ ...props.slots, field: ButtonField }}
        open={open}
        onOpen={() => setOpen(true)}
        onClose={() => setOpen(false)}
      />
    </ToggleOpenContext.Provider>
  );
}

export default function CustomFieldButton() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2024-08-15'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <ButtonDatePicker
        label="Pick a date"
        value={value}
        onChange={setValue}
        format="MMM D, YYYY"
      />
      <Typography variant="body2" sx={{ mt: 2 }}>
        Selected: {value?.isValid() ? value.format('YYYY-MM-DD') : 'none'}
      </Typography>
    </LocalizationProvider>
  );
}
