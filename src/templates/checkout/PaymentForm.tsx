/** Step 2 of the checkout: the card. The parent holds the values across steps. */
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import type { CheckedForm } from '../shared/useCheckedForm';
import type { PaymentDetails, PaymentField } from './checkoutForm';

interface FieldSpec {
  readonly field: PaymentField;
  readonly label: string;
  readonly autoComplete: string;
  readonly numeric?: boolean;
  readonly placeholder?: string;
  readonly wide?: boolean;
}

const FIELDS: readonly FieldSpec[] = [
  { field: 'cardName', label: 'Name on the card', autoComplete: 'cc-name', wide: true },
  { field: 'cardNumber', label: 'Card number', autoComplete: 'cc-number', numeric: true, wide: true },
  { field: 'expiry', label: 'Expiry date (MM/YY)', autoComplete: 'cc-exp', placeholder: 'MM/YY' },
  { field: 'cvv', label: 'Security code', autoComplete: 'cc-csc', numeric: true },
];

interface PaymentFormProps {
  readonly form: CheckedForm<PaymentDetails>;
}

export default function PaymentForm({ form }: PaymentFormProps) {
  const { values, messages, setValue, register } = form;
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      {FIELDS.map(({ field, label, autoComplete, numeric, placeholder, wide }) => (
        <TextField
          key={field}
          label={label}
          required
          autoComplete={autoComplete}
          placeholder={placeholder}
          fullWidth
          value={values[field]}
          onChange={(event) => setValue(field, event.target.value)}
          inputRef={register(field)}
          inputProps={numeric ? { inputMode: 'numeric' } : undefined}
          error={Boolean(messages[field])}
          helperText={messages[field]}
          sx={{ gridColumn: wide ? { sm: 'span 2' } : undefined }}
        />
      ))}
    </Box>
  );
}
