import * as React from 'react';
import Box from '@mui/material/Box';
import PushPinIcon from '@mui/icons-material/PushPin';
import VerticalAlignBottomIcon from '@mui/icons-material/VerticalAlignBottom';
import VerticalAlignTopIcon from '@mui/icons-material/VerticalAlignTop';
import {
  DataGridPro,
  GridActionsCellItem,
  GridColDef,
  GridPinnedRowsProp,
  GridRowParams,
} from '@mui/x-data-grid-pro';

interface Ticket {
  id: number;
  subject: string;
  requester: string;
  ageDays: number;
}

const initialTickets: Ticket[] = [
  { id: 1, subject: 'Cannot export invoices', requester: 'Lena', ageDays: 6 },
  { id: 2, subject: 'Dark mode request', requester: 'Omar', ageDays: 14 },
  { id: 3, subject: 'Password reset email missing', requester: 'Sofia', ageDays: 1 },
  { id: 4, subject: 'Wrong currency on receipts', requester: 'Jun', ageDays: 3 },
  { id: 5, subject: 'Add team roles', requester: 'Amir', ageDays: 21 },
  { id: 6, subject: 'Upload fails above 10 MB', requester: 'Greta', ageDays: 2 },
];

type Place = 'top' | 'bottom' | 'none';

export default function RowPinningActions() {
  const [tickets] = React.useState<Ticket[]>(initialTickets);
  // Where each ticket is pinned; a ticket is in `rows` or in `pinnedRows`, never in both.
  const [places, setPlaces] = React.useState<Record<number, Place>>({ 3: 'top' });

  const { rows, pinnedRows } = React.useMemo(() => {
    const placeOf = (id: number): Place => places[id] ?? 'none';
    const pinned: GridPinnedRowsProp<Ticket> = {
      top: tickets.filter((ticket) => placeOf(ticket.id) === 'top'),
      bottom: tickets.filter((ticket) => placeOf(ticket.id) === 'bottom'),
    };
    return {
      rows: tickets.filter((ticket) => placeOf(ticket.id) === 'none'),
      pinnedRows: pinned,
    };
  }, [tickets, places]);

  const columns = React.useMemo<GridColDef<Ticket>[]>(() => {
    const setPlace = (id: number, place: Place) =>
      setPlaces((previous) => ({ ...previous, [id]: place }));
    return [
      { field: 'subject', headerName: 'Subject', flex: 1, minWidth: 200 },
      { field: 'requester', headerName: 'Requester', width: 120 },
      { field: 'ageDays', headerName: 'Age (days)', type: 'number', width: 110 },
      {
        field: 'actions',
        type: 'actions',
        headerName: 'Pin',
        width: 90,
        getActions: ({ row }: GridRowParams<Ticket>) => {
          if ((places[row.id] ?? 'none') !== 'none') {
            return [
              <GridActionsCellItem
                key="unpin"
                icon={<PushPinIcon />}
                label={`Unpin "${row.subject}"`}
                onClick={() => setPlace(row.id, 'none')}
              />,
            ];
          }
          return [
            <GridActionsCellItem
              key="top"
              icon={<VerticalAlignTopIcon />}
              label={`Pin "${row.subject}" to the top`}
              onClick={() => setPlace(row.id, 'top')}
            />,
            <GridActionsCellItem
              key="bottom"
              icon={<VerticalAlignBottomIcon />}
              label={`Pin "${row.subject}" to the bottom`}
              onClick={() => setPlace(row.id, 'bottom')}
            />,
          ];
        },
      },
    ];
  }, [places]);

  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGridPro
        rows={rows}
        pinnedRows={pinnedRows}
        columns={columns}
        initialState={{ sorting: { sortModel: [{ field: 'ageDays', sort: 'desc' }] } }}
        hideFooter
      />
    </Box>
  );
}
