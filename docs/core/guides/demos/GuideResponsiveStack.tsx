import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function GuideResponsiveStack() {
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      {/* A column on phones, a row from sm. */}
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={{ xs: 1.5, sm: 2 }}
        sx={{ alignItems: { xs: 'stretch', sm: 'center' } }}
      >
        <Box sx={{ flexGrow: 1 }}>
          <Typography component="p" variant="h6">
            Order 1042
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Shipped on 3 March 2025
          </Typography>
        </Box>
        {/* Shown from md only: display values per breakpoint in sx. */}
        <Typography variant="body2" sx={{ display: { xs: 'none', md: 'block' } }}>
          3 items, 84.50 EUR
        </Typography>
        <Button variant="contained">Track parcel</Button>
      </Stack>
    </Paper>
  );
}
