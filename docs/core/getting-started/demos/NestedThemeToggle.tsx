import * as React from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Theme, ThemeProvider } from '@mui/material/styles';

/**
 * A nested theme as a function of the outer one: it keeps the palette, fonts and mode of
 * the surrounding app and only changes how a few components look and behave by default.
 */
function compactTheme(outer: Theme): Theme {
  return {
    ...outer,
    typography: {
      ...outer.typography,
      button: { ...outer.typography.button, textTransform: 'none' },
    },
    components: {
      ...outer.components,
      MuiButton: {
        defaultProps: { size: 'small', disableElevation: true },
        styleOverrides: { root: { borderRadius: 999 } },
      },
      MuiTextField: { defaultProps: { size: 'small' } },
      MuiChip: { defaultProps: { size: 'small', variant: 'outlined' } },
    },
  };
}

function sameTheme(outer: Theme): Theme {
  return outer;
}

export default function NestedThemeToggle() {
  const [compact, setCompact] = React.useState(true);

  return (
    <Stack spacing={2}>
      <FormControlLabel
        control={
          <Switch
            checked={compact}
            onChange={(event) => setCompact(event.target.checked)}
          />
        }
        label="Apply the nested compact theme"
      />
      {/* The same elements, with or without the nested theme: only the provider changes. */}
      <ThemeProvider theme={compact ? compactTheme : sameTheme}>
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Stack spacing={2}>
            <Stack
              direction="row"
              spacing={1}
              useFlexGap
              flexWrap="wrap"
              alignItems="center"
            >
              <Typography variant="subtitle2" component="p">
                Ticket #4821: Invoice shows the wrong VAT rate
              </Typography>
              <Chip label="Billing" />
              <Chip label="Priority: high" color="primary" />
            </Stack>
            <TextField
              label="Reply to the customer"
              defaultValue="Thanks for flagging this, we are correcting the invoice now."
              multiline
              minRows={2}
            />
            <Stack direction="row" spacing={1}>
              <Button variant="contained">Send reply</Button>
              <Button variant="outlined">Close ticket</Button>
            </Stack>
          </Stack>
        </Paper>
      </ThemeProvider>
    </Stack>
  );
}
