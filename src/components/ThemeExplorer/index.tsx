import React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { useHasMounted } from '@site/src/modules/react/useHasMounted';
import { explorerMessages } from './messages';
import ThemeTreeView from './ThemeTreeView';

/**
 * The live theme of the page (the portal's CssVarsProvider theme, built from the settings drawer's
 * choices), as an explorable tree. It is drawn after hydration: the reader's mode, direction and
 * colours are known only in the browser, and the server markup must not disagree with them.
 */
export default function ThemeExplorer(): React.JSX.Element {
  const theme = useTheme();
  const mounted = useHasMounted();
  return (
    <Box
      component="section"
      aria-label={explorerMessages.region()}
      sx={{ my: 3, p: { xs: 1.5, sm: 2 }, border: 1, borderColor: 'divider', borderRadius: 2, minWidth: 0 }}
    >
      {mounted ? (
        <ThemeTreeView theme={theme} />
      ) : (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {explorerMessages.loading()}
        </Typography>
      )}
    </Box>
  );
}
