import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

const COLORS = ['primary', 'secondary', 'error', 'warning', 'info', 'success'] as const;
const SHADES = ['light', 'main', 'dark'] as const;
const OTHERS = [
  'text.primary',
  'text.secondary',
  'text.disabled',
  'background.default',
  'background.paper',
  'divider',
  'action.hover',
  'action.selected',
  'grey.300',
  'grey.700',
];

function Swatch({ path }: { path: string }) {
  return (
    <Box
      component="li"
      sx={{
        listStyle: 'none',
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        minWidth: 0,
      }}
    >
      {/* The swatch is only decoration: the path next to it says what it shows. */}
      <Box
        aria-hidden="true"
        sx={{
          flexShrink: 0,
          width: 32,
          height: 32,
          borderRadius: 1,
          border: 1,
          borderColor: 'divider',
          bgcolor: path,
        }}
      />
      <Typography
        variant="body2"
        component="span"
        sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}
      >
        {path}
      </Typography>
    </Box>
  );
}

export default function SystemPaletteSwatches() {
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      {COLORS.map((color) => (
        <Box key={color}>
          <Typography
            id={`palette-swatches-${color}`}
            component="p"
            sx={{ fontWeight: 'medium', mb: 1 }}
          >
            {color}
          </Typography>
          <Box
            component="ul"
            aria-labelledby={`palette-swatches-${color}`}
            sx={{
              p: 0,
              m: 0,
              display: 'grid',
              gap: 1,
              gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
            }}
          >
            {SHADES.map((shade) => (
              <Swatch key={shade} path={`${color}.${shade}`} />
            ))}
          </Box>
        </Box>
      ))}
      <Box>
        <Typography
          id="palette-swatches-others"
          component="p"
          sx={{ fontWeight: 'medium', mb: 1 }}
        >
          Text, backgrounds, actions and greys
        </Typography>
        <Box
          component="ul"
          aria-labelledby="palette-swatches-others"
          sx={{
            p: 0,
            m: 0,
            display: 'grid',
            gap: 1,
            gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
          }}
        >
          {OTHERS.map((path) => (
            <Swatch key={path} path={path} />
          ))}
        </Box>
      </Box>
    </Box>
  );
}
