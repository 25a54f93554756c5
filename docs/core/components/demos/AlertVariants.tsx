import Alert, { type AlertColor } from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';

const MESSAGES: ReadonlyArray<{ severity: AlertColor; text: string }> = [
  { severity: 'error', text: 'The export stopped at row 1,204.' },
  { severity: 'warning', text: 'Two invoices are overdue.' },
  { severity: 'info', text: 'Maintenance is planned for Sunday night.' },
  { severity: 'success', text: 'All 38 tests passed.' },
];

/**
 * The default filled colors put white text on warning and info in light mode (about 3.1:1 and
 * 3.9:1), and on info and success in dark mode (3.9:1 and 4.1:1): below the 4.5:1 that body text
 * needs. Black text reaches at least 5:1 on those backgrounds.
 */
function readableFilled(severity: AlertColor): SxProps<Theme> | undefined {
  if (severity === 'warning' || severity === 'info') return { color: 'common.black' };
  if (severity === 'success')
    return (theme) => theme.applyStyles('dark', { color: 'common.black' });
  return undefined;
}

export default function AlertVariants() {
  return (
    <Stack spacing={3}>
      <Stack spacing={1.5}>
        <Typography variant="subtitle2" component="p">
          Outlined
        </Typography>
        {MESSAGES.map(({ severity, text }) => (
          <Alert key={severity} variant="outlined" severity={severity}>
            {text}
          </Alert>
        ))}
      </Stack>
      <Stack spacing={1.5}>
        <Typography variant="subtitle2" component="p">
          Filled
        </Typography>
        {MESSAGES.map(({ severity, text }) => (
          <Alert
            key={severity}
            variant="filled"
            severity={severity}
            sx={readableFilled(severity)}
          >
            {text}
          </Alert>
        ))}
      </Stack>
    </Stack>
  );
}
