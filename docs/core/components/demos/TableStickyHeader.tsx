import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

interface Reading {
  hour: number;
  temperature: number;
  humidity: number;
  wind: number;
}

/** Hourly readings of one day at a weather station, fixed values so that every render is the same. */
const TEMPERATURES = [
  9, 8, 8, 7, 7, 8, 10, 12, 14, 16, 18, 19, 21, 22, 22, 21, 20, 18, 16, 14, 13, 12, 11,
  10,
];
const READINGS: readonly Reading[] = TEMPERATURES.map((temperature, hour) => ({
  hour,
  temperature,
  humidity: 90 - temperature * 2,
  wind: 5 + ((hour * 7) % 11),
}));

const time = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

export default function TableStickyHeader() {
  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      {/* The container scrolls in both directions: it takes the focus (arrow keys scroll it) and has a name. */}
      <TableContainer
        tabIndex={0}
        role="region"
        aria-label="Hourly readings, scrollable"
        sx={{ maxHeight: 320 }}
      >
        <Table
          stickyHeader
          size="small"
          aria-label="Hourly readings on 14 June 2025"
          sx={{ minWidth: 420 }}
        >
          <TableHead>
            <TableRow>
              <TableCell>Time</TableCell>
              <TableCell align="right">Temperature (°C)</TableCell>
              <TableCell align="right">Humidity (%)</TableCell>
              <TableCell align="right">Wind (km/h)</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {READINGS.map((reading) => (
              <TableRow key={reading.hour} hover>
                <TableCell component="th" scope="row">
                  {time(reading.hour)}
                </TableCell>
                <TableCell align="right">{reading.temperature}</TableCell>
                <TableCell align="right">{reading.humidity}</TableCell>
                <TableCell align="right">{reading.wind}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Paper>
  );
}
