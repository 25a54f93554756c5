import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Gauge } from '@mui/x-charts/Gauge';

const percent = new Intl.NumberFormat('en-US', { style: 'percent' });
const gigabytes = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

export default function GaugeBasic() {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' },
      }}
    >
      <Box>
        <Typography variant="body2" align="center">
          Default range (0 to 100)
        </Typography>
        <Gauge value={62} height={140} aria-label="Battery charge" aria-valuetext="62%" />
      </Box>
      <Box>
        <Typography variant="body2" align="center">
          valueMin 0, valueMax 8
        </Typography>
        <Gauge
          value={5.2}
          valueMin={0}
          valueMax={8}
          height={140}
          text={({ value, valueMax }) =>
            `${gigabytes.format(value ?? 0)} / ${valueMax} GB`
          }
          aria-label="Storage used"
          aria-valuetext="5.2 of 8 gigabytes"
        />
      </Box>
      <Box>
        <Typography variant="body2" align="center">
          valueMax 1, percent text
        </Typography>
        <Gauge
          value={0.74}
          valueMax={1}
          height={140}
          text={({ value }) => (value === null ? null : percent.format(value))}
          aria-label="Tasks completed"
          aria-valuetext="74%"
        />
      </Box>
    </Box>
  );
}
