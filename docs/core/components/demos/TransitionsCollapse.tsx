import * as React from 'react';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';

function Recipe() {
  return (
    <Paper variant="outlined" sx={{ p: 2, width: 260 }}>
      <Typography variant="subtitle2" component="p">
        Lemon pancakes
      </Typography>
      <Typography variant="body2">
        Whisk 200 g flour, 2 eggs, 300 ml milk and the zest of one lemon. Rest the batter
        for ten minutes, then cook small ladles in a hot buttered pan.
      </Typography>
    </Paper>
  );
}

export default function TransitionsCollapse() {
  const [shown, setShown] = React.useState(false);

  return (
    <Stack spacing={2}>
      <FormControlLabel
        control={
          <Switch
            checked={shown}
            onChange={(event) => setShown(event.target.checked)}
            inputProps={{ role: 'switch' }}
          />
        }
        label="Show the recipes"
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems="flex-start">
        <Box>
          <Typography variant="caption" component="p" sx={{ mb: 1 }}>
            Vertical, collapsed to 0
          </Typography>
          <Collapse in={shown}>
            <Recipe />
          </Collapse>
        </Box>
        <Box>
          <Typography variant="caption" component="p" sx={{ mb: 1 }}>
            Vertical, collapsedSize 48
          </Typography>
          <Collapse in={shown} collapsedSize={48}>
            <Recipe />
          </Collapse>
        </Box>
        <Box sx={{ overflow: 'hidden', maxWidth: '100%' }}>
          <Typography variant="caption" component="p" sx={{ mb: 1 }}>
            Horizontal
          </Typography>
          <Collapse in={shown} orientation="horizontal">
            <Recipe />
          </Collapse>
        </Box>
      </Stack>
    </Stack>
  );
}
