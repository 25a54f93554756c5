import * as React from 'react';
import * as locales from '@mui/material/locale';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

// Every export of the module is a locale: read the list from the installed package, sorted.
const LOCALE_NAMES = Object.keys(locales).sort();

export default function GuideLocalizationList() {
  const [filter, setFilter] = React.useState('');
  const query = filter.trim().toLowerCase();
  const shown = LOCALE_NAMES.filter((name) => name.toLowerCase().includes(query));

  return (
    <Stack spacing={2}>
      <Typography>
        <code>@mui/material/locale</code> exports {LOCALE_NAMES.length} locales.
      </Typography>
      <TextField
        label="Filter the locales"
        helperText="A language or region code, such as zh or BR"
        value={filter}
        onChange={(event) => setFilter(event.target.value)}
        size="small"
        sx={{ maxWidth: 320 }}
      />
      <Typography role="status" variant="body2" color="text.secondary">
        {shown.length === LOCALE_NAMES.length
          ? `Showing all ${shown.length}`
          : `Showing ${shown.length} of ${LOCALE_NAMES.length}`}
      </Typography>
      <Box
        component="ul"
        aria-label="Locales of @mui/material/locale"
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', m: 0, p: 0 }}
      >
        {shown.map((name) => (
          <Box
            component="li"
            key={name}
            sx={{
              px: 1,
              py: 0.5,
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
              fontFamily: 'monospace',
            }}
          >
            {name}
          </Box>
        ))}
      </Box>
    </Stack>
  );
}
