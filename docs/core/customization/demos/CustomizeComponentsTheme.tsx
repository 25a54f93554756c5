import * as React from 'react';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { Theme, ThemeProvider } from '@mui/material/styles';

// The portal's theme holds its colors as CSS variables (theme.vars), so they follow the light and dark modes.
const paletteOf = (theme: Pick<Theme, 'palette'>) =>
  ((theme as Pick<Theme, 'palette'> & { vars?: Pick<Theme, 'palette'> }).vars ?? theme)
    .palette;

// A new value for Button's `variant` prop, known to TypeScript.
declare module '@mui/material/Button' {
  interface ButtonPropsVariantOverrides {
    dashed: true;
  }
}

/** The outer theme with overrides for every Button below it. */
function withButtonOverrides(outer: Theme): Theme {
  return {
    ...outer,
    components: {
      ...outer.components,
      MuiButton: {
        styleOverrides: {
          // A callback: the styles depend on the props of each instance (its ownerState).
          root: ({ ownerState, theme }) => ({
            textTransform: 'none',
            ...(ownerState.size === 'large' && { paddingInline: theme.spacing(3) }),
          }),
        },
        variants: [
          {
            props: { variant: 'dashed' },
            style: ({ theme }) => ({
              border: `2px dashed ${paletteOf(theme).primary.main}`,
              color: paletteOf(theme).primary.main,
              '&:hover': { backgroundColor: paletteOf(theme).action.hover },
            }),
          },
          {
            props: { variant: 'dashed', color: 'secondary' },
            style: ({ theme }) => ({
              borderColor: paletteOf(theme).secondary.main,
              color: paletteOf(theme).secondary.main,
            }),
          },
          {
            props: { variant: 'outlined', color: 'error' },
            style: { borderWidth: 2, '&:hover': { borderWidth: 2 } },
          },
        ],
      },
    },
  };
}

function sameTheme(outer: Theme): Theme {
  return outer;
}

export default function CustomizeComponentsTheme() {
  const [applied, setApplied] = React.useState(true);
  return (
    <Stack spacing={2}>
      <FormControlLabel
        control={
          <Switch
            checked={applied}
            onChange={(event) => setApplied(event.target.checked)}
            inputProps={{ role: 'switch' }}
          />
        }
        label="Apply the theme's button overrides"
      />
      <ThemeProvider theme={applied ? withButtonOverrides : sameTheme}>
        <Stack
          direction="row"
          spacing={1.5}
          useFlexGap
          flexWrap="wrap"
          alignItems="center"
        >
          <Button variant="dashed">Add a section</Button>
          <Button variant="dashed" color="secondary">
            Add a note
          </Button>
          <Button variant="outlined" color="error">
            Delete draft
          </Button>
          <Button variant="contained" size="large">
            Publish
          </Button>
        </Stack>
      </ThemeProvider>
    </Stack>
  );
}
