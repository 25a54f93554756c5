import * as React from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function AlertTitleActions() {
  const [lastAction, setLastAction] = React.useState('none yet');

  return (
    <Stack spacing={2}>
      <Alert severity="error">
        <AlertTitle>Upload failed</AlertTitle>
        The file <strong>budget-2025.xlsx</strong> is larger than the 10 MB limit. Split
        it into smaller files and try again.
      </Alert>
      <Alert
        severity="warning"
        action={
          <Button
            color="inherit"
            size="small"
            onClick={() => setLastAction('Renew plan')}
          >
            Renew plan
          </Button>
        }
      >
        Your plan ends in 5 days.
      </Alert>
      <Alert
        severity="info"
        onClose={() => setLastAction('Close (the default close button)')}
      >
        <AlertTitle>Shared with you</AlertTitle>
        Priya added you to the <strong>Q3 roadmap</strong> board.
      </Alert>
      <Typography variant="body2" aria-live="polite">
        Last action: {lastAction}
      </Typography>
    </Stack>
  );
}
