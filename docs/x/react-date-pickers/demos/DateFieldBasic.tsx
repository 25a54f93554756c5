import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import type { DateValidationError } from '@mui/x-date-pickers/models';

export default function DateFieldBasic() {
  const [invoiceDate, setInvoiceDate] = React.useState<Dayjs | null>(dayjs('2024-08-15'));
  const [error, setError] = React.useState<DateValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <DateField
          label="Invoice date"
          value={invoiceDate}
          onChange={(newValue, context) => {
            setInvoiceDate(newValue);
            setError(context.validationError);
          }}
        />
        <Typography variant="body2">
          Value:{' '}
          <strong>
            {invoiceDate === null
              ? 'null'
              : invoiceDate.isValid()
                ? invoiceDate.format('YYYY-MM-DD')
                : 'Invalid Date'}
          </strong>
          <br />
          Validation error: <strong>{error ?? 'none'}</strong>
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
