import * as React from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';

// A fixed moment. The server renders it as a plain string, so no formatter can differ between Node and the browser.
const WEBINAR_START_UTC = 'March 14, 2026, 16:00';
const WEBINAR_START = new Date(Date.UTC(2026, 2, 14, 16, 0));

/** False on the server and during hydration, true from the first effect on. */
function useHasMounted(): boolean {
  const [hasMounted, setHasMounted] = React.useState(false);
  React.useEffect(() => setHasMounted(true), []);
  return hasMounted;
}

export default function NoSsrMountedState() {
  const hasMounted = useHasMounted();

  // Computed in the browser only: the server's time zone says nothing about the reader's.
  let local = '';
  if (hasMounted) {
    const formatter = new Intl.DateTimeFormat('en-US', {
      hour: 'numeric',
      minute: '2-digit',
      timeZoneName: 'short',
    });
    local = `${formatter.format(WEBINAR_START)} where you are (${formatter.resolvedOptions().timeZone})`;
  }

  return (
    <Card variant="outlined" sx={{ maxWidth: 420 }}>
      <CardContent>
        <Typography variant="h6" component="p">
          Webinar: migrating to Material UI v5
        </Typography>
        <Typography variant="body2">Starts {WEBINAR_START_UTC} UTC.</Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', minHeight: '1.5em' }}>
          {hasMounted
            ? `That is ${local}.`
            : 'Your local time appears once the page has loaded.'}
        </Typography>
      </CardContent>
    </Card>
  );
}
