import * as React from 'react';
import Box from '@mui/material/Box';
import NoSsr from '@mui/material/NoSsr';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery, { UseMediaQueryOptions } from '@mui/material/useMediaQuery';

/** Lists every value the hook gave, one entry per committed render. */
function ValueHistory({
  label,
  query,
  options,
}: {
  label: string;
  query: string;
  options?: UseMediaQueryOptions;
}) {
  const matches = useMediaQuery(query, options);
  const [history, setHistory] = React.useState<boolean[]>([]);
  React.useEffect(() => {
    setHistory((current) => [...current, matches]);
  }, [matches]);

  return (
    <Typography variant="body2">
      {label}:{' '}
      {history.length > 0
        ? history.map(String).join(' → ')
        : 'not rendered in the browser yet'}
    </Typography>
  );
}

export default function UseMediaQueryNoSsr() {
  const theme = useTheme();
  const query = theme.breakpoints.up('sm');

  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Query: <code>{query.replace('@media ', '')}</code>
      </Typography>
      <ValueHistory label="Default options" query={query} />
      <ValueHistory
        label="defaultMatches: true"
        query={query}
        options={{ defaultMatches: true }}
      />
      {/* noSsr answers at once, so it must never render on the server: NoSsr keeps it client-only. */}
      <NoSsr>
        <ValueHistory
          label="noSsr: true (inside NoSsr)"
          query={query}
          options={{ noSsr: true }}
        />
      </NoSsr>
    </Box>
  );
}
