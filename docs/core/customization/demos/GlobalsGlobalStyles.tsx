import GlobalStyles from '@mui/material/GlobalStyles';
import Typography from '@mui/material/Typography';
import { Theme } from '@mui/material/styles';

// The portal's theme holds its colors as CSS variables (theme.vars), so they follow the light and dark modes.
const paletteOf = (theme: Pick<Theme, 'palette'>) =>
  ((theme as Pick<Theme, 'palette'> & { vars?: Pick<Theme, 'palette'> }).vars ?? theme)
    .palette;

/*
 * Written once, outside the component: the styles are the same object on every render. In an app
 * the selector would be plain `kbd`; the demo scopes it to its own box so that the rest of the page
 * keeps its look.
 */
const keyboardKeys = (
  <GlobalStyles
    styles={(theme: Theme) => ({
      '[data-globals-demo] kbd': {
        display: 'inline-block',
        padding: theme.spacing(0, 0.75),
        fontFamily: 'monospace',
        fontSize: '0.8125rem',
        border: `1px solid ${paletteOf(theme).divider}`,
        borderBottomWidth: 2,
        borderRadius: theme.shape.borderRadius,
        backgroundColor: paletteOf(theme).action.hover,
      },
    })}
  />
);

export default function GlobalsGlobalStyles() {
  return (
    <div data-globals-demo="">
      {keyboardKeys}
      <Typography>
        Press <kbd>Ctrl</kbd> + <kbd>K</kbd> to search, and <kbd>Esc</kbd> to close the
        results.
      </Typography>
    </div>
  );
}
