import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

export default function TextFieldVariants() {
  return (
    // useFlexGap keeps the gaps right when the fields wrap onto a second line on a phone.
    <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap">
      <TextField label="Outlined" variant="outlined" defaultValue="Lisbon" />
      <TextField label="Filled" variant="filled" defaultValue="Lisbon" />
      <TextField label="Standard" variant="standard" defaultValue="Lisbon" />
    </Stack>
  );
}
