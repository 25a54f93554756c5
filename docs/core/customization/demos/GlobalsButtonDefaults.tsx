import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Theme, ThemeProvider } from '@mui/material/styles';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';

// The portal's theme holds its colors as CSS variables (theme.vars), so they follow the light and dark modes.
const paletteOf = (theme: Pick<Theme, 'palette'>) =>
  ((theme as Pick<Theme, 'palette'> & { vars?: Pick<Theme, 'palette'> }).vars ?? theme)
    .palette;

/**
 * Global changes through the theme: no ripple on anything built on ButtonBase, and, since the
 * ripple was also the keyboard focus sign, a visible outline in its place.
 */
function withGlobalDefaults(outer: Theme): Theme {
  return {
    ...outer,
    components: {
      ...outer.components,
      MuiButtonBase: { defaultProps: { disableRipple: true } },
      MuiButton: {
        styleOverrides: {
          root: ({ theme }) => ({
            textTransform: 'none',
            '&.Mui-focusVisible': {
              outline: `2px solid ${paletteOf(theme).primary.main}`,
              outlineOffset: 2,
            },
            '&.Mui-disabled': { borderStyle: 'dashed' },
          }),
        },
      },
      MuiIconButton: {
        styleOverrides: {
          root: ({ theme }) => ({
            '&.Mui-focusVisible': {
              outline: `2px solid ${paletteOf(theme).primary.main}`,
            },
          }),
        },
      },
    },
  };
}

function sameTheme(outer: Theme): Theme {
  return outer;
}

function Controls({ name }: { name: string }) {
  return (
    <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" alignItems="center">
      <Button variant="contained">Save draft</Button>
      <Button variant="outlined" disabled>
        Publish
      </Button>
      <IconButton aria-label={`Add to favorites (${name})`}>
        <FavoriteBorderIcon />
      </IconButton>
      <FormControlLabel control={<Checkbox />} label="Notify me" />
    </Stack>
  );
}

export default function GlobalsButtonDefaults() {
  return (
    <Stack spacing={2}>
      {[
        { name: 'default theme', theme: sameTheme },
        { name: 'global defaults', theme: withGlobalDefaults },
      ].map((variant) => (
        <Paper key={variant.name} variant="outlined" sx={{ p: 2 }}>
          <Typography component="p" variant="subtitle2" sx={{ mb: 1 }}>
            {variant.name === 'default theme'
              ? 'Default theme: ripple on click and on keyboard focus'
              : 'Global defaults: no ripple, an outline on keyboard focus, a dashed disabled border'}
          </Typography>
          <ThemeProvider theme={variant.theme}>
            <Controls name={variant.name} />
          </ThemeProvider>
        </Paper>
      ))}
    </Stack>
  );
}
