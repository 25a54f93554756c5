import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import NoSsr from '@mui/material/NoSsr';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';

/** Facts only the reader's browser knows: the server cannot render them. */
function BrowserDetails() {
  const rows = [
    ['Time zone', Intl.DateTimeFormat('en-US').resolvedOptions().timeZone],
    ['Preferred language', window.navigator.language],
    ['Window width', `${window.innerWidth} px`],
  ];
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: 'auto 1fr',
        columnGap: 2,
        rowGap: 0.5,
      }}
    >
      {rows.map(([term, value]) => (
        <React.Fragment key={term}>
          <Box component="dt" sx={{ fontWeight: 600 }}>
            {term}
          </Box>
          <Box component="dd" sx={{ m: 0 }}>
            {value}
          </Box>
        </React.Fragment>
      ))}
    </Box>
  );
}

function Fallback() {
  return (
    <Box sx={{ height: 88 }}>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Reading your browser settings…
      </Typography>
      <Skeleton variant="rounded" height={56} sx={{ mt: 1 }} />
    </Box>
  );
}

export default function NoSsrFallback() {
  const [defer, setDefer] = React.useState(false);
  const [mountKey, setMountKey] = React.useState(0);

  return (
    <Stack spacing={2} alignItems="flex-start">
      <Stack direction="row" spacing={2} alignItems="center" flexWrap="wrap" useFlexGap>
        <FormControlLabel
          control={
            <Switch
              checked={defer}
              onChange={(event) => setDefer(event.target.checked)}
              inputProps={{ role: 'switch' }}
            />
          }
          label="defer"
        />
        <Button variant="outlined" onClick={() => setMountKey((key) => key + 1)}>
          Mount again
        </Button>
      </Stack>
      <Box sx={{ minHeight: 88, width: 1 }}>
        <NoSsr key={mountKey} defer={defer} fallback={<Fallback />}>
          <BrowserDetails />
        </NoSsr>
      </Box>
    </Stack>
  );
}
