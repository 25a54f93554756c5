import * as React from 'react';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';

const SPACINGS = [0, 1, 2, 3, 4];

export default function GridSpacing() {
  const [spacing, setSpacing] = React.useState(2);

  return (
    <Box>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={spacing}
        onChange={(_event, next: number | null) => {
          if (next !== null) setSpacing(next);
        }}
        aria-label="spacing"
      >
        {SPACINGS.map((value) => (
          <ToggleButton key={value} value={value} sx={{ minWidth: 40 }}>
            {value}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Box sx={{ mt: 2 }}>
        <Grid container spacing={spacing}>
          {[1, 2, 3, 4, 5, 6].map((item) => (
            <Grid item xs={6} sm={4} key={item}>
              <Box
                sx={{
                  py: 3,
                  textAlign: 'center',
                  bgcolor: 'primary.main',
                  color: 'primary.contrastText',
                  borderRadius: 1,
                }}
              >
                {item}
              </Box>
            </Grid>
          ))}
        </Grid>
      </Box>
      <Typography variant="body2" sx={{ mt: 2, color: 'text.secondary' }}>
        Gap between items: spacing={spacing}, {spacing * 8}px with the default 8px spacing
        unit
      </Typography>
    </Box>
  );
}
