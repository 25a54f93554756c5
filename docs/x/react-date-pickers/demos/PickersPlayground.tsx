import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import { MobileDatePicker } from '@mui/x-date-pickers/MobileDatePicker';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import { DateView } from '@mui/x-date-pickers/models';

// ---- The options the reader can choose (data) ----

export type PlaygroundVariant = 'desktop' | 'mobile' | 'static';
export type PlaygroundOrientation = 'portrait' | 'landscape';
export type PlaygroundFlag =
  'disabled' | 'readOnly' | 'displayWeekNumber' | 'showDaysOutsideCurrentMonth';

export interface PlaygroundOptions {
  variant: PlaygroundVariant;
  orientation: PlaygroundOrientation;
  /** A key of VIEW_SETS. */
  views: string;
  format: string;
  flags: Readonly<Record<PlaygroundFlag, boolean>>;
}

const VARIANT_COMPONENTS: Readonly<Record<PlaygroundVariant, string>> = {
  desktop: 'DesktopDatePicker',
  mobile: 'MobileDatePicker',
  static: 'StaticDatePicker',
};

/** View sets offered in the select; the first one is the picker's default. */
export const VIEW_SETS: Readonly<Record<string, readonly DateView[]>> = {
  'year, month, day': ['year', 'month', 'day'],
  'year, month': ['year', 'month'],
  'month, day': ['month', 'day'],
  year: ['year'],
};

/** Formats offered in the select; the first one is what Day.js uses for English by default. */
export const FORMATS: readonly string[] = [
  'MM/DD/YYYY',
  'DD/MM/YYYY',
  'YYYY-MM-DD',
  'MMMM YYYY',
  'YYYY',
];

const FLAG_LABELS: Readonly<Record<PlaygroundFlag, string>> = {
  disabled: 'disabled',
  readOnly: 'readOnly',
  displayWeekNumber: 'displayWeekNumber',
  showDaysOutsideCurrentMonth: 'showDaysOutsideCurrentMonth',
};

const FLAGS = Object.keys(FLAG_LABELS) as PlaygroundFlag[];

export const DEFAULT_OPTIONS: PlaygroundOptions = {
  variant: 'desktop',
  orientation: 'portrait',
  views: 'year, month, day',
  format: 'MM/DD/YYYY',
  flags: {
    disabled: false,
    readOnly: false,
    displayWeekNumber: false,
    showDaysOutsideCurrentMonth: false,
  },
};

// ---- Logic: the code snippet for a set of options ----

/**
 * The JSX a reader would write for these options. Props equal to the defaults are left out, and the
 * static variant has no field, so it gets no label or format.
 */
export function buildPlaygroundSnippet(options: PlaygroundOptions): string {
  const component = VARIANT_COMPONENTS[options.variant];
  const props: string[] = [];
  if (options.variant !== 'static') {
    props.push('label="Date"');
  }
  props.push('value={value}', 'onChange={setValue}');
  if (options.orientation !== DEFAULT_OPTIONS.orientation) {
    props.push(`orientation="${options.orientation}"`);
  }
  if (options.views !== DEFAULT_OPTIONS.views) {
    const views = VIEW_SETS[options.views] ?? [];
    props.push(`views={[${views.map((view) => `'${view}'`).join(', ')}]}`);
  }
  if (options.variant !== 'static' && options.format !== DEFAULT_OPTIONS.format) {
    props.push(`format="${options.format}"`);
  }
  for (const flag of FLAGS) {
    if (options.flags[flag]) {
      props.push(flag);
    }
  }
  return [`<${component}`, ...props.map((prop) => `  ${prop}`), '/>'].join('\n');
}

// ---- The demo ----

interface OptionSelectProps {
  label: string;
  value: string;
  options: readonly string[];
  onChange: (value: string) => void;
}

function OptionSelect({ label, value, options, onChange }: OptionSelectProps) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      SelectProps={{ native: true }}
      sx={{ minWidth: 160 }}
    >
      {options.map((option) => (
        <option key={option} value={option}>
          {option}
        </option>
      ))}
    </TextField>
  );
}

export default function PickersPlayground() {
  const [options, setOptions] = React.useState<PlaygroundOptions>(DEFAULT_OPTIONS);
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2024-08-15'));
  const update = (patch: Partial<PlaygroundOptions>) =>
    setOptions((previous) => ({ ...previous, ...patch }));

  const pickerProps = {
    value,
    onChange: setValue,
    orientation: options.orientation,
    views: VIEW_SETS[options.views],
    ...options.flags,
  };
  const fieldProps = { label: 'Date', format: options.format };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" flexWrap="wrap" useFlexGap spacing={2} sx={{ mb: 1 }}>
        <OptionSelect
          label="Variant"
          value={options.variant}
          options={Object.keys(VARIANT_COMPONENTS)}
          onChange={(variant) => {
            if (variant === 'desktop' || variant === 'mobile' || variant === 'static') {
              update({ variant });
            }
          }}
        />
        <OptionSelect
          label="Orientation"
          value={options.orientation}
          options={['portrait', 'landscape']}
          onChange={(orientation) => {
            if (orientation === 'portrait' || orientation === 'landscape') {
              update({ orientation });
            }
          }}
        />
        <OptionSelect
          label="Views"
          value={options.views}
          options={Object.keys(VIEW_SETS)}
          onChange={(views) => update({ views })}
        />
        <OptionSelect
          label="Format"
          value={options.format}
          options={FORMATS}
          onChange={(format) => update({ format })}
        />
      </Stack>
      <Stack direction="row" flexWrap="wrap" useFlexGap columnGap={2} sx={{ mb: 2 }}>
        {FLAGS.map((flag) => (
          <FormControlLabel
            key={flag}
            label={FLAG_LABELS[flag]}
            control={
              <Switch
                checked={options.flags[flag]}
                onChange={(event) =>
                  update({ flags: { ...options.flags, [flag]: event.target.checked } })
                }
              />
            }
          />
        ))}
      </Stack>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} alignItems="flex-start">
        <Box sx={{ minWidth: 280 }}>
          {options.variant === 'desktop' && (
            <DesktopDatePicker {...pickerProps} {...fieldProps} />
          )}
          {options.variant === 'mobile' && (
            <MobileDatePicker {...pickerProps} {...fieldProps} />
          )}
          {options.variant === 'static' && <StaticDatePicker {...pickerProps} />}
          <Typography variant="body2" sx={{ mt: 1 }}>
            Selected: {value?.isValid() ? value.format('YYYY-MM-DD') : 'none'}
          </Typography>
        </Box>
        <Box component="figure" sx={{ m: 0, flexGrow: 1, minWidth: 0 }}>
          <Typography component="figcaption" variant="caption" color="text.secondary">
            Generated code
          </Typography>
          <Box
            component="pre"
            sx={{
              m: 0,
              p: 2,
              whiteSpace: 'pre-wrap',
              fontSize: 13,
              bgcolor: 'action.hover',
              borderRadius: 1,
            }}
          >
            <code>{buildPlaygroundSnippet(options)}</code>
          </Box>
        </Box>
      </Stack>
    </LocalizationProvider>
  );
}
