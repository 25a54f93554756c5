/** Step 1 of the checkout: where the order goes. The parent holds the values across steps. */
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import type { CheckedForm } from '../shared/useCheckedForm';
import type { ShippingDetails, ShippingField } from './checkoutForm';

interface FieldSpec {
  readonly field: ShippingField;
  readonly label: string;
  readonly autoComplete: string;
  /** Spans both columns from the small breakpoint up. */
  readonly wide?: boolean;
  readonly optional?: boolean;
}

const FIELDS: readonly FieldSpec[] = [
  { field: 'fullName', label: 'Full name', autoComplete: 'shipping name', wide: true },
  { field: 'address', label: 'Street address', autoComplete: 'shipping address-line1', wide: true },
  {
    field: 'addressLine2',
    label: 'Apartment, suite or floor',
    autoComplete: 'shipping address-line2',
    wide: true,
    optional: true,
  },
  { field: 'city', label: 'City', autoComplete: 'shipping address-level2' },
  { field: 'postalCode', label: 'Postal code', autoComplete: 'shipping postal-code' },
  { field: 'country', label: 'Country', autoComplete: 'shipping country-name', wide: true },
];

interface ShippingFormProps {
  readonly form: CheckedForm<ShippingDetails>;
}

export default function ShippingForm({ form }: ShippingFormProps) {
  const { values, messages, setValue, register } = form;
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      {FIELDS.map(({ field, label, autoComplete, wide, optional }) => (
        <TextField
          key={field}
          label={optional ? `${label} (optional)` : label}
          required={!optional}
          autoComplete={autoComplete}
          fullWidth
          value={values[field]}
          onChange={(event) => setValue(field, event.target.value)}
          inputRef={register(field)}
          error={Boolean(messages[field])}
          helperText={messages[field]}
          sx={{ gridColumn: wide ? { sm: 'span 2' } : undefined }}
        />
      ))}
    </Box>
  );
}
