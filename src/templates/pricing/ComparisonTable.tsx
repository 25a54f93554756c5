import React from 'react';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Check from '@mui/icons-material/Check';
import Remove from '@mui/icons-material/Remove';
import { COMPARISON } from './comparison';
import { TIERS } from './tiers';
import { visuallyHidden } from '../shared/visuallyHidden';

function Value({ value }: { value: boolean | string }): React.JSX.Element {
  if (typeof value === 'string') return <>{value}</>;
  return (
    <>
      {value ? (
        <Check fontSize="small" sx={{ color: 'success.main', verticalAlign: 'middle' }} />
      ) : (
        <Remove fontSize="small" sx={{ color: 'text.disabled', verticalAlign: 'middle' }} />
      )}
      <Box component="span" sx={visuallyHidden}>
        {value ? 'Included' : 'Not included'}
      </Box>
    </>
  );
}

/** Every plan side by side; the table scrolls sideways inside its box on a phone, from the keyboard too. */
export default function ComparisonTable(): React.JSX.Element {
  return (
    <TableContainer
      tabIndex={0}
      role="region"
      aria-labelledby="compare-plans"
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      <Table sx={{ minWidth: 560 }} size="small">
        <TableHead>
          <TableRow>
            <TableCell scope="col">Feature</TableCell>
            {TIERS.map((tier) => (
              <TableCell key={tier.id} scope="col" align="center">
                {tier.name}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {COMPARISON.map((row) => (
            <TableRow key={row.feature}>
              <TableCell component="th" scope="row">
                {row.feature}
              </TableCell>
              {TIERS.map((tier) => (
                <TableCell key={tier.id} align="center">
                  <Value value={row.values[tier.id]} />
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
