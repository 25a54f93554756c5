import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';
import { STATIONS, WEEK_DAYS } from './data/stations';

const aqi = (value: number | null) => (value === null ? '' : `AQI ${value}`);

export default function SparklineTable() {
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label="Air quality by station, April 8 to 14, 2024">
        <TableHead>
          <TableRow>
            <TableCell>Station</TableCell>
            <TableCell align="right">Peak</TableCell>
            <TableCell sx={{ width: '45%' }}>Daily AQI</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {STATIONS.map((station) => (
            <TableRow key={station.id}>
              <TableCell component="th" scope="row">
                {station.name}
              </TableCell>
              <TableCell align="right">{Math.max(...station.aqi)}</TableCell>
              <TableCell sx={{ py: 0.5 }}>
                <Box
                  role="figure"
                  aria-label={`Daily AQI at ${station.name}: ${station.aqi.join(', ')}`}
                >
                  <SparkLineChart
                    data={station.aqi}
                    height={40}
                    xAxis={{ scaleType: 'point', data: WEEK_DAYS }}
                    valueFormatter={aqi}
                    showTooltip
                    showHighlight
                  />
                </Box>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
