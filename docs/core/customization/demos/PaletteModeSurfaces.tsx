import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';

const ELEVATIONS = [0, 1, 4, 8, 16, 24] as const;

/**
 * Shown in one scheme only, by CSS: `theme.applyStyles('dark', ...)` becomes a rule under the
 * page's dark-scheme selector, so the server markup is the same in both modes.
 */
function OnlyIn({ scheme, children }: { scheme: 'light' | 'dark'; children: string }) {
  return (
    <Box
      component="span"
      sx={(theme: Theme) =>
        scheme === 'dark'
          ? { display: 'none', ...theme.applyStyles('dark', { display: 'inline' }) }
          : { display: 'inline', ...theme.applyStyles('dark', { display: 'none' }) }
      }
    >
      {children}
    </Box>
  );
}

export default function PaletteModeSurfaces() {
  return (
    <Box
      sx={{
        bgcolor: 'background.default',
        color: 'text.primary',
        p: 2,
        borderRadius: 1,
        border: 1,
        borderColor: 'divider',
      }}
    >
      <Typography variant="body2" sx={{ mb: 2 }}>
        <OnlyIn scheme="light">
          Light scheme: papers get lighter shadows, the surfaces stay white.
        </OnlyIn>
        <OnlyIn scheme="dark">
          Dark scheme: the higher a paper, the lighter its overlay.
        </OnlyIn>
      </Typography>
      <Box
        component="ul"
        aria-label="Papers by elevation"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(96px, 1fr))',
          gap: 2,
        }}
      >
        {ELEVATIONS.map((elevation) => (
          <Paper
            component="li"
            key={elevation}
            elevation={elevation}
            sx={{ p: 2, textAlign: 'center' }}
          >
            <Typography
              variant="body2"
              component="span"
              sx={{ display: 'block', fontWeight: 700 }}
            >
              {elevation}
            </Typography>
            <Typography variant="caption" component="span" color="text.secondary">
              elevation
            </Typography>
          </Paper>
        ))}
      </Box>
    </Box>
  );
}
