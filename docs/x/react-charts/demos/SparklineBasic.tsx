import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';
import { STATIONS } from './data/stations';

const marketSquare = STATIONS[1].aqi;

export default function SparklineBasic() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3}>
      <Box sx={{ flex: 1 }}>
        <Typography variant="body2" id="sparkline-basic-line">
          plotType line (default)
        </Typography>
        <Box
          role="figure"
          aria-labelledby="sparkline-basic-line"
          aria-describedby="sparkline-basic-values"
        >
          <SparkLineChart data={marketSquare} height={80} />
        </Box>
      </Box>
      <Box sx={{ flex: 1 }}>
        <Typography variant="body2" id="sparkline-basic-bar">
          plotType bar
        </Typography>
        <Box
          role="figure"
          aria-labelledby="sparkline-basic-bar"
          aria-describedby="sparkline-basic-values"
        >
          <SparkLineChart plotType="bar" data={marketSquare} height={80} />
        </Box>
      </Box>
      <Typography variant="body2" id="sparkline-basic-values" sx={{ flex: 1 }}>
        Air quality index at Market Square, Monday to Sunday: {marketSquare.join(', ')}
      </Typography>
    </Stack>
  );
}
