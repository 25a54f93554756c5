import * as React from 'react';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Theme, ThemeProvider } from '@mui/material/styles';

/** A small stand-in for a client-side router: the location lives in React state. */
const LocationContext = React.createContext<{
  path: string;
  navigate: (to: string) => void;
}>({
  path: '/guides/composition',
  navigate: () => {},
});

type RouterLinkProps = Omit<React.ComponentPropsWithoutRef<'a'>, 'href'> & { to: string };

/** The router's link: a real <a href> that the router handles on a plain left click. */
const RouterLink = React.forwardRef<HTMLAnchorElement, RouterLinkProps>(
  function RouterLink({ to, onClick, children, ...other }, ref) {
    const { navigate } = React.useContext(LocationContext);
    return (
      <a
        ref={ref}
        href={to}
        onClick={(event) => {
          onClick?.(event);
          const modified =
            event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
          if (!event.defaultPrevented && event.button === 0 && !modified) {
            event.preventDefault();
            navigate(to);
          }
        }}
        {...other}
      >
        {children}
      </a>
    );
  },
);

/** An adapter for the theme: Material UI passes `href`, the router link wants `to`. */
const LinkBehavior = React.forwardRef<
  HTMLAnchorElement,
  Omit<RouterLinkProps, 'to'> & { href: string }
>(function LinkBehavior({ href, ...other }, ref) {
  return <RouterLink ref={ref} to={href} {...other} />;
});

function withLinkBehavior(outer: Theme): Theme {
  return {
    ...outer,
    components: {
      ...outer.components,
      MuiLink: { defaultProps: { component: LinkBehavior } },
      MuiButtonBase: { defaultProps: { LinkComponent: LinkBehavior } },
    },
  };
}

const PAGES = [
  { to: '/guides/api', label: 'API' },
  { to: '/guides/typescript', label: 'TypeScript' },
  { to: '/guides/composition', label: 'Composition' },
];

export default function GuideCompositionRouterLink() {
  const [path, setPath] = React.useState('/guides/composition');
  const location = React.useMemo(() => ({ path, navigate: setPath }), [path]);

  return (
    <LocationContext.Provider value={location}>
      <Stack spacing={2}>
        <nav aria-label="Guides (demo router)">
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {PAGES.map((page) => (
              <Button
                key={page.to}
                component={RouterLink}
                to={page.to}
                variant={page.to === path ? 'contained' : 'outlined'}
                aria-current={page.to === path ? 'page' : undefined}
              >
                {page.label}
              </Button>
            ))}
          </Stack>
        </nav>
        <ThemeProvider theme={withLinkBehavior}>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Typography>
              With the adapter in the theme, a plain{' '}
              <Link href="/guides/server-rendering">link to server rendering</Link> goes
              through the router too, and so does a button with an <code>href</code>:
            </Typography>
            <Button href="/guides/responsive-ui" sx={{ mt: 1 }}>
              Responsive UI
            </Button>
          </Paper>
        </ThemeProvider>
        <Typography component="p" variant="body2" aria-live="polite">
          Router location: {path}
        </Typography>
      </Stack>
    </LocationContext.Provider>
  );
}
