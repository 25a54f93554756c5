import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';

export default function BoxSxCard() {
  const [compact, setCompact] = React.useState(false);

  return (
    <Box>
      <FormControlLabel
        control={
          <Switch
            checked={compact}
            onChange={(event) => setCompact(event.target.checked)}
          />
        }
        label="Compact card"
      />
      <Box
        sx={{
          mt: 2,
          display: 'flex',
          alignItems: 'center',
          gap: compact ? 1 : 2,
          // Spacing units: 1 is theme.spacing(1), 8px with the default theme.
          p: compact ? 1 : 3,
          maxWidth: 340,
          border: 1,
          borderColor: 'divider',
          // A multiple of theme.shape.borderRadius.
          borderRadius: 2,
          bgcolor: 'background.paper',
          boxShadow: compact ? 0 : 2,
        }}
      >
        <Box
          sx={{
            display: 'grid',
            placeItems: 'center',
            flexShrink: 0,
            width: compact ? 32 : 48,
            height: compact ? 32 : 48,
            borderRadius: '50%',
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
          }}
        >
          <LocalShippingIcon fontSize={compact ? 'small' : 'medium'} />
        </Box>
        <Box sx={{ minWidth: 0 }}>
          <Typography sx={{ fontWeight: 'fontWeightMedium' }}>
            Order 4127 is on its way
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Arrives Thursday between 9:00 and 12:00
          </Typography>
        </Box>
      </Box>
      <Typography variant="body2" sx={{ mt: 2, color: 'text.secondary' }}>
        Padding: {compact ? '1 (8px)' : '3 (24px)'}
      </Typography>
    </Box>
  );
}
