import * as React from 'react';
import Box from '@mui/material/Box';
import Button, { ButtonProps } from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** A link that takes `to`, like the link of a client-side router. */
const RouteLink = React.forwardRef<
  HTMLAnchorElement,
  React.ComponentPropsWithoutRef<'a'> & { to: string }
>(function RouteLink({ to, children, ...other }, ref) {
  return (
    <a ref={ref} href={to} {...other}>
      {children}
    </a>
  );
});

/**
 * A wrapper that keeps Button's `component` prop typed: the props it accepts follow the
 * element or component given to `component`, and `shortcut` is its own.
 */
type ShortcutButtonProps<C extends React.ElementType> = ButtonProps<
  C,
  { component?: C }
> & {
  shortcut: string;
};

function ShortcutButton<C extends React.ElementType = 'button'>({
  shortcut,
  children,
  ...other
}: ShortcutButtonProps<C>) {
  return (
    <Button variant="outlined" {...other}>
      {children}
      <Box
        component="kbd"
        sx={{
          ml: 1,
          px: 0.5,
          border: 1,
          borderColor: 'divider',
          borderRadius: 0.5,
          fontSize: 12,
        }}
      >
        {shortcut}
      </Box>
    </Button>
  );
}

export default function GuideTypescriptPolymorphic() {
  const [saves, setSaves] = React.useState(0);

  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {/* The default element: a <button>, with button props such as onClick and type. */}
        <ShortcutButton
          shortcut="Ctrl+S"
          type="button"
          onClick={() => setSaves((count) => count + 1)}
        >
          Save
        </ShortcutButton>
        {/* With component={RouteLink}, `to` is accepted and required; a typo in it would not compile. */}
        <ShortcutButton component={RouteLink} to="/guides/composition" shortcut="G C">
          Composition guide
        </ShortcutButton>
      </Stack>
      <Typography component="p" variant="body2" aria-live="polite">
        Saved {saves} {saves === 1 ? 'time' : 'times'}
      </Typography>
    </Stack>
  );
}
