import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';

export default function TooltipDisabledButton() {
  const [message, setMessage] = React.useState('Nothing published.');

  return (
    <Stack spacing={2} alignItems="flex-start">
      <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap">
        {/* A disabled button fires no events: the span listens for the pointer instead. */}
        <Tooltip describeChild title="Add a cover image to publish">
          <span>
            <Button variant="contained" disabled>
              Publish
            </Button>
          </span>
        </Tooltip>
        {/* aria-disabled keeps the button focusable, so keyboard readers get the tooltip too. */}
        <Tooltip describeChild title="Add a cover image to schedule">
          <Button
            variant="contained"
            aria-disabled="true"
            onClick={() => setMessage('Scheduling needs a cover image first.')}
            sx={{
              bgcolor: 'action.disabledBackground',
              color: 'text.disabled',
              boxShadow: 'none',
            }}
          >
            Schedule
          </Button>
        </Tooltip>
      </Stack>
      <Typography variant="body2" aria-live="polite">
        {message}
      </Typography>
    </Stack>
  );
}
