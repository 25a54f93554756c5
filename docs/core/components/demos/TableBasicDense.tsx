import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

interface Loaf {
  name: string;
  flour: string;
  hydration: number;
  proofHours: number;
  weightGrams: number;
}

const LOAVES: readonly Loaf[] = [
  {
    name: 'Country sourdough',
    flour: 'Wheat and rye',
    hydration: 75,
    proofHours: 14,
    weightGrams: 900,
  },
  { name: 'Baguette', flour: 'Wheat', hydration: 68, proofHours: 3, weightGrams: 250 },
  { name: 'Seeded rye', flour: 'Rye', hydration: 85, proofHours: 10, weightGrams: 1000 },
  { name: 'Focaccia', flour: 'Wheat', hydration: 80, proofHours: 6, weightGrams: 700 },
];

const grams = new Intl.NumberFormat('en-US', { style: 'unit', unit: 'gram' });

export default function TableBasicDense() {
  const [dense, setDense] = React.useState(false);

  return (
    <Stack spacing={2}>
      <FormControlLabel
        control={
          <Switch
            checked={dense}
            onChange={(event) => setDense(event.target.checked)}
            inputProps={{ role: 'switch' }}
          />
        }
        label="Dense rows"
      />
      {/* On a narrow screen the table scrolls inside its container; the container can take the focus
          (arrow keys scroll it) and is named, so it is reachable and identifiable from the keyboard. */}
      <TableContainer
        component={Paper}
        variant="outlined"
        tabIndex={0}
        role="region"
        aria-label="Bread recipes"
      >
        <Table size={dense ? 'small' : 'medium'} sx={{ minWidth: 560 }}>
          <caption>
            Four breads from the weekend baking class, with the dough they start from.
          </caption>
          <TableHead>
            <TableRow>
              <TableCell>Bread</TableCell>
              <TableCell>Flour</TableCell>
              <TableCell align="right">Hydration (%)</TableCell>
              <TableCell align="right">Proof (hours)</TableCell>
              <TableCell align="right">Weight</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {LOAVES.map((loaf) => (
              <TableRow key={loaf.name}>
                <TableCell component="th" scope="row">
                  {loaf.name}
                </TableCell>
                <TableCell>{loaf.flour}</TableCell>
                <TableCell align="right">{loaf.hydration}</TableCell>
                <TableCell align="right">{loaf.proofHours}</TableCell>
                <TableCell align="right">{grams.format(loaf.weightGrams)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Stack>
  );
}
