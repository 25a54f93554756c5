import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import * as materialLocales from '@mui/material/locale';
import * as gridLocales from '@mui/x-data-grid/locales';
import * as pickersLocales from '@mui/x-date-pickers/locales';

type Dictionary = Record<string, unknown>;

function isDictionary(value: unknown): value is Dictionary {
  return typeof value === 'object' && value !== null;
}

/** The value at a path of keys, or undefined when a step is missing. */
function at(value: unknown, path: readonly string[]): unknown {
  let current = value;
  for (const key of path) {
    if (!isDictionary(current)) return undefined;
    current = current[key];
  }
  return current;
}

interface Sample {
  /** Where the text lives in the locale object. */
  key: string;
  text: string;
}

interface LocaleSource {
  id: 'material' | 'grid' | 'pickers';
  label: string;
  module: string;
  /** Export name -> locale object, read from the installed module. */
  locales: Map<string, unknown>;
  samples: (locale: unknown) => Sample[];
}

/**
 * The locales a module exports. Locale exports are named like `frFR` or `eu` (lowercase first);
 * other exports, such as the pickers' `DEFAULT_LOCALE` constant, are left out.
 */
function localesOf(module: object): Map<string, unknown> {
  const entries = Object.entries(module).filter(([name]) => /^[a-z]/.test(name));
  entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return new Map(entries);
}

/** Every string default prop of every component the locale translates. */
function materialSamples(locale: unknown): Sample[] {
  const components = at(locale, ['components']);
  if (!isDictionary(components)) return [];
  return Object.entries(components).flatMap(([component, config]) => {
    const defaultProps = at(config, ['defaultProps']);
    if (!isDictionary(defaultProps)) return [];
    return Object.entries(defaultProps).flatMap(([prop, text]) =>
      typeof text === 'string' ? [{ key: `${component}.${prop}`, text }] : [],
    );
  });
}

/** A few texts of the `localeText` a locale gives the component. */
function localeTextSamples(component: string, keys: readonly string[]) {
  return (locale: unknown): Sample[] =>
    keys.flatMap((key) => {
      const text = at(locale, [
        'components',
        component,
        'defaultProps',
        'localeText',
        key,
      ]);
      return typeof text === 'string' ? [{ key: `localeText.${key}`, text }] : [];
    });
}

const SOURCES: readonly LocaleSource[] = [
  {
    id: 'material',
    label: 'Material UI',
    module: '@mui/material/locale',
    locales: localesOf(materialLocales),
    samples: materialSamples,
  },
  {
    id: 'grid',
    label: 'Data Grid',
    module: '@mui/x-data-grid/locales',
    locales: localesOf(gridLocales),
    samples: localeTextSamples('MuiDataGrid', [
      'noRowsLabel',
      'toolbarColumns',
      'toolbarFilters',
      'toolbarExport',
    ]),
  },
  {
    id: 'pickers',
    label: 'Date and Time Pickers',
    module: '@mui/x-date-pickers/locales',
    locales: localesOf(pickersLocales),
    samples: localeTextSamples('MuiLocalizationProvider', [
      'cancelButtonLabel',
      'okButtonLabel',
      'todayButtonLabel',
      'clearButtonLabel',
    ]),
  },
];

const INITIAL_LOCALE = 'frFR';

function firstLocale(source: LocaleSource, preferred: string): string {
  if (source.locales.has(preferred)) return preferred;
  return source.locales.keys().next().value ?? '';
}

export default function DiscoverLocaleCatalog() {
  const [sourceId, setSourceId] = React.useState<LocaleSource['id']>('material');
  const [query, setQuery] = React.useState('');
  const source = SOURCES.find((candidate) => candidate.id === sourceId) ?? SOURCES[0]!;
  const [selected, setSelected] = React.useState(() =>
    firstLocale(source, INITIAL_LOCALE),
  );
  const names = [...source.locales.keys()];
  const needle = query.trim().toLowerCase();
  const visible =
    needle === '' ? names : names.filter((name) => name.toLowerCase().includes(needle));
  const samples = source.samples(source.locales.get(selected));
  const listLabel = `${source.label} locales`;

  return (
    <Stack spacing={2}>
      <FormControl component="fieldset">
        <FormLabel component="legend">Package</FormLabel>
        <RadioGroup
          row
          name="discover-locale-package"
          value={sourceId}
          onChange={(event) => {
            const next = SOURCES.find((candidate) => candidate.id === event.target.value);
            if (!next) return;
            setSourceId(next.id);
            setSelected(firstLocale(next, selected));
          }}
        >
          {SOURCES.map((candidate) => (
            <FormControlLabel
              key={candidate.id}
              value={candidate.id}
              control={<Radio />}
              label={`${candidate.label} (${candidate.locales.size})`}
            />
          ))}
        </RadioGroup>
      </FormControl>

      <TextField
        label="Filter by export name"
        size="small"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        sx={{ maxWidth: 320 }}
      />

      <Typography variant="body2" aria-live="polite">
        {`Showing ${visible.length} of ${names.length} locales exported by ${source.module}`}
      </Typography>

      {visible.length === 0 ? (
        <Typography variant="body2">{`No export name contains “${query.trim()}”.`}</Typography>
      ) : (
        <Box
          component="ul"
          aria-label={listLabel}
          sx={{
            listStyle: 'none',
            display: 'flex',
            flexWrap: 'wrap',
            gap: 1,
            p: 0,
            m: 0,
          }}
        >
          {visible.map((name) => (
            <li key={name}>
              <Button
                size="small"
                variant={name === selected ? 'contained' : 'outlined'}
                aria-pressed={name === selected}
                onClick={() => setSelected(name)}
                sx={{ textTransform: 'none', minWidth: 0, fontFamily: 'monospace' }}
              >
                {name}
              </Button>
            </li>
          ))}
        </Box>
      )}

      <Box
        component="section"
        aria-label="Selected locale"
        sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}
      >
        <Typography
          component="p"
          variant="body2"
          sx={{
            fontFamily: 'monospace',
            whiteSpace: 'pre-wrap',
            overflowWrap: 'anywhere',
            mb: 1.5,
          }}
        >
          {`import { ${selected} } from '${source.module}';`}
        </Typography>
        {samples.length === 0 ? (
          <Typography variant="body2">
            {`${selected} holds no texts: the components' built-in English texts apply.`}
          </Typography>
        ) : (
          <Box component="dl" sx={{ m: 0 }}>
            {samples.map((sample) => (
              <React.Fragment key={sample.key}>
                <Typography
                  component="dt"
                  variant="caption"
                  sx={{
                    fontFamily: 'monospace',
                    color: 'text.secondary',
                    overflowWrap: 'anywhere',
                  }}
                >
                  {sample.key}
                </Typography>
                <Typography
                  component="dd"
                  variant="body2"
                  dir="auto"
                  sx={{ m: 0, mb: 1 }}
                >
                  {sample.text}
                </Typography>
              </React.Fragment>
            ))}
          </Box>
        )}
      </Box>
    </Stack>
  );
}
