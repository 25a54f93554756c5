import * as React from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

interface Language {
  tag: string;
  name: string;
}

// Stands in for a server response: the same list every time, delivered after a delay.
const LANGUAGES: readonly Language[] = [
  { tag: 'ar', name: 'Arabic' },
  { tag: 'de', name: 'German' },
  { tag: 'en', name: 'English' },
  { tag: 'es', name: 'Spanish' },
  { tag: 'fr', name: 'French' },
  { tag: 'he', name: 'Hebrew' },
  { tag: 'ja', name: 'Japanese' },
  { tag: 'pt', name: 'Portuguese' },
  { tag: 'zh', name: 'Chinese' },
];
const LATENCY_MS = 1200;

export default function AutocompleteLoadOnOpen() {
  const [open, setOpen] = React.useState(false);
  const [options, setOptions] = React.useState<readonly Language[]>([]);
  const [value, setValue] = React.useState<Language | null>(null);
  const loading = open && options.length === 0;

  // The timer starts only once the list is open and still empty, never during rendering.
  React.useEffect(() => {
    if (!loading) return undefined;
    const timer = window.setTimeout(() => setOptions(LANGUAGES), LATENCY_MS);
    return () => window.clearTimeout(timer);
  }, [loading]);

  return (
    <Stack spacing={2} sx={{ maxWidth: 340 }}>
      <Autocomplete
        open={open}
        onOpen={() => setOpen(true)}
        onClose={() => setOpen(false)}
        options={options}
        loading={loading}
        loadingText="Loading languages…"
        value={value}
        onChange={(_event, next) => setValue(next)}
        getOptionLabel={(option) => option.name}
        isOptionEqualToValue={(option, selected) => option.tag === selected.tag}
        renderInput={(params) => (
          <TextField
            {...params}
            label="Interface language"
            InputProps={{
              ...params.InputProps,
              endAdornment: (
                <>
                  {loading ? (
                    <CircularProgress
                      color="inherit"
                      size={20}
                      aria-label="Loading languages"
                    />
                  ) : null}
                  {params.InputProps.endAdornment}
                </>
              ),
            }}
          />
        )}
      />
      <Typography variant="body2" aria-live="polite">
        {options.length === 0 ? 'Not loaded yet' : `Loaded ${options.length} languages`};
        language: {value ? `${value.name} (${value.tag})` : 'none'}
      </Typography>
    </Stack>
  );
}
