import * as React from 'react';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const DETAILS = 'Orders ship within two working days. Returns are free for 30 days.';

export default function LinkButton() {
  const [expanded, setExpanded] = React.useState(false);
  const detailsId = React.useId();

  return (
    <Stack spacing={1} alignItems="flex-start">
      <Typography>
        Free shipping on orders over $50.{' '}
        {/* An action, not a destination: a <button> that looks like a link. */}
        <Link
          component="button"
          type="button"
          variant="body1"
          aria-expanded={expanded}
          aria-controls={detailsId}
          onClick={() => setExpanded((open) => !open)}
        >
          {expanded ? 'Hide details' : 'Show details'}
        </Link>
      </Typography>
      <Typography
        id={detailsId}
        variant="body2"
        color="text.secondary"
        hidden={!expanded}
      >
        {DETAILS}
      </Typography>
    </Stack>
  );
}
