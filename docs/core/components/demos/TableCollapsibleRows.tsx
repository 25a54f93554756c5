import * as React from 'react';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';

interface Delivery {
  day: string;
  parcels: number;
}

interface Courier {
  id: string;
  name: string;
  route: string;
  deliveries: readonly Delivery[];
}

const COURIERS: readonly Courier[] = [
  {
    id: 'c1',
    name: 'Mateo Ruiz',
    route: 'Old town',
    deliveries: [
      { day: 'Monday', parcels: 42 },
      { day: 'Tuesday', parcels: 37 },
    ],
  },
  {
    id: 'c2',
    name: 'Yuki Sato',
    route: 'Harbor district',
    deliveries: [
      { day: 'Monday', parcels: 28 },
      { day: 'Tuesday', parcels: 33 },
      { day: 'Wednesday', parcels: 30 },
    ],
  },
  {
    id: 'c3',
    name: 'Nadia Petrova',
    route: 'University',
    deliveries: [{ day: 'Monday', parcels: 51 }],
  },
];

function CourierRows({ courier }: { courier: Courier }) {
  const [open, setOpen] = React.useState(false);
  const detailsId = `table-collapsible-${courier.id}`;
  const total = courier.deliveries.reduce((sum, delivery) => sum + delivery.parcels, 0);

  return (
    <>
      <TableRow sx={{ '& > *': { borderBottom: 'unset' } }}>
        <TableCell padding="checkbox">
          <IconButton
            size="small"
            aria-label={`Deliveries of ${courier.name}`}
            aria-expanded={open}
            aria-controls={detailsId}
            onClick={() => setOpen(!open)}
          >
            {open ? <KeyboardArrowUpIcon /> : <KeyboardArrowDownIcon />}
          </IconButton>
        </TableCell>
        <TableCell component="th" scope="row">
          {courier.name}
        </TableCell>
        <TableCell>{courier.route}</TableCell>
        <TableCell align="right">{total}</TableCell>
      </TableRow>
      <TableRow>
        <TableCell sx={{ py: 0 }} colSpan={4}>
          <Collapse in={open} timeout="auto" id={detailsId}>
            <Box sx={{ my: 1 }}>
              <Typography variant="subtitle2" component="p" gutterBottom>
                Deliveries this week
              </Typography>
              <Table size="small" aria-label={`Deliveries of ${courier.name}`}>
                <TableHead>
                  <TableRow>
                    <TableCell>Day</TableCell>
                    <TableCell align="right">Parcels</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {courier.deliveries.map((delivery) => (
                    <TableRow key={delivery.day}>
                      <TableCell component="th" scope="row">
                        {delivery.day}
                      </TableCell>
                      <TableCell align="right">{delivery.parcels}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Box>
          </Collapse>
        </TableCell>
      </TableRow>
    </>
  );
}

export default function TableCollapsibleRows() {
  return (
    <TableContainer
      component={Paper}
      variant="outlined"
      tabIndex={0}
      role="region"
      aria-label="Couriers, scrollable"
    >
      <Table aria-label="Couriers" sx={{ minWidth: 420 }}>
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox">
              <Box
                component="span"
                sx={{
                  position: 'absolute',
                  width: '1px',
                  height: '1px',
                  overflow: 'hidden',
                  clip: 'rect(0 0 0 0)',
                }}
              >
                Details
              </Box>
            </TableCell>
            <TableCell>Courier</TableCell>
            <TableCell>Route</TableCell>
            <TableCell align="right">Parcels</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {COURIERS.map((courier) => (
            <CourierRows key={courier.id} courier={courier} />
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
