import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useTheme, type ZIndex } from '@mui/material/styles';

const LAYERS = ['appBar', 'modal', 'tooltip'] as const;
type Layer = (typeof LAYERS)[number] & keyof ZIndex;

export default function SystemPositionsStacking() {
  const theme = useTheme();
  const [layer, setLayer] = React.useState<Layer>('appBar');

  return (
    <Box>
      <Typography
        id="positions-layer"
        variant="body2"
        component="p"
        sx={{ mb: 0.5, color: 'text.secondary' }}
      >
        zIndex of the notice
      </Typography>
      <ToggleButtonGroup
        value={layer}
        exclusive
        size="small"
        aria-labelledby="positions-layer"
        onChange={(_event, next: Layer | null) => next && setLayer(next)}
        sx={{ flexWrap: 'wrap' }}
      >
        {LAYERS.map((option) => (
          <ToggleButton key={option} value={option} sx={{ textTransform: 'none' }}>
            {option}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Box
        sx={{
          position: 'relative',
          // A stacking context of its own: the theme's large z-indexes stay inside this box
          // and cannot cover the page's navigation bar.
          isolation: 'isolate',
          height: 180,
          mt: 2,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          overflow: 'hidden',
        }}
      >
        <Box
          sx={{
            position: 'absolute',
            top: 16,
            left: 16,
            width: '60%',
            height: 120,
            p: 1.5,
            zIndex: 'drawer',
            bgcolor: 'background.paper',
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            boxShadow: 4,
          }}
        >
          <Typography variant="body2" component="p">
            Side panel (drawer: {theme.zIndex.drawer})
          </Typography>
        </Box>
        <Box
          sx={{
            position: 'absolute',
            right: 16,
            bottom: 16,
            width: '60%',
            height: 96,
            p: 1.5,
            zIndex: layer,
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
            borderRadius: 1,
            boxShadow: 4,
            display: 'flex',
            alignItems: 'flex-end',
          }}
        >
          <Typography variant="body2" component="p">
            Notice ({layer}: {theme.zIndex[layer]})
          </Typography>
        </Box>
      </Box>
    </Box>
  );
}
