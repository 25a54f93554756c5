import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';

export default function AlertSeverities() {
  return (
    <Stack spacing={2}>
      <Alert severity="error">The payment failed: the card was declined.</Alert>
      <Alert severity="warning">Your storage is 90% full.</Alert>
      <Alert severity="info">A new version of the report template is available.</Alert>
      <Alert severity="success">Your profile changes are saved.</Alert>
    </Stack>
  );
}
