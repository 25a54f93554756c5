import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

export default function TextFieldSizes() {
  return (
    <Stack spacing={2} sx={{ maxWidth: 340 }}>
      <TextField
        label="Small"
        size="small"
        defaultValue="12 rows"
        helperText="Denser, for toolbars and long forms."
      />
      <TextField label="Medium" defaultValue="12 rows" helperText="The default size." />
      <TextField
        label="Required"
        required
        defaultValue=""
        helperText="The asterisk comes from required."
      />
      <TextField label="Disabled" disabled defaultValue="Cannot be edited" />
      <TextField
        label="Read only"
        defaultValue="INV-2024-0815"
        InputProps={{ readOnly: true }}
        helperText="Focusable and copyable, not editable."
      />
    </Stack>
  );
}
