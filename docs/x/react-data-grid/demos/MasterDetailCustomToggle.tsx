import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import {
  DataGridPro,
  GRID_DETAIL_PANEL_TOGGLE_COL_DEF,
  GridColDef,
  GridRenderCellParams,
  GridRowParams,
  useGridApiContext,
} from '@mui/x-data-grid-pro';

interface Candidate {
  id: number;
  name: string;
  position: string;
  notes: string[];
}

const rows: Candidate[] = [
  {
    id: 1,
    name: 'Leila Haddad',
    position: 'Frontend engineer',
    notes: ['Strong portfolio', 'Asked about remote work', 'Second interview on Tuesday'],
  },
  { id: 2, name: 'Marek Novak', position: 'Data analyst', notes: [] },
  {
    id: 3,
    name: 'Chiamaka Obi',
    position: 'Product designer',
    notes: ['Great case study on onboarding'],
  },
  { id: 4, name: 'Tiago Ferreira', position: 'Frontend engineer', notes: [] },
  {
    id: 5,
    name: 'Yuki Sato',
    position: 'Support lead',
    notes: ['Led a team of eight', 'Available from March'],
  },
];

/** Replaces the default icon: a labelled button with the number of notes, or nothing. */
function NotesToggle(props: GridRenderCellParams<Candidate, boolean>) {
  const { id, row, value: isExpanded, hasFocus } = props;
  const apiRef = useGridApiContext();
  if (row.notes.length === 0) return null;
  const label = `${row.notes.length} note${row.notes.length === 1 ? '' : 's'}`;

  return (
    <Button
      size="small"
      tabIndex={hasFocus ? 0 : -1}
      aria-expanded={isExpanded}
      endIcon={isExpanded ? <ExpandLessIcon /> : <ExpandMoreIcon />}
      onClick={(event) => {
        event.stopPropagation(); // the grid toggles on clicks in this column too: do it once
        apiRef.current.toggleDetailPanel(id);
      }}
      onKeyDown={(event) => {
        // Space on the cell also toggles in the grid; here the button's own click does it.
        if (event.key === ' ') event.stopPropagation();
      }}
    >
      {label}
    </Button>
  );
}

const columns: GridColDef<Candidate>[] = [
  { field: 'name', headerName: 'Candidate', flex: 1, minWidth: 160 },
  { field: 'position', headerName: 'Position', width: 180 },
  {
    // Reuse the toggle column's definition (its field, value and behaviour), with another cell.
    ...GRID_DETAIL_PANEL_TOGGLE_COL_DEF,
    headerName: 'Notes',
    width: 130,
    renderCell: (params) => <NotesToggle {...params} />,
  },
];

// Candidates without notes get no panel at all: returning null leaves the row without detail.
// The row-and-cell wrapper keeps the grid's ARIA structure valid around the list.
const getDetailPanelContent = ({ row }: GridRowParams<Candidate>) =>
  row.notes.length === 0 ? null : (
    <Box role="row" aria-label={`Notes about ${row.name}`}>
      <Box role="gridcell">
        <List dense sx={{ px: 3 }}>
          {row.notes.map((note) => (
            <ListItem key={note}>{note}</ListItem>
          ))}
        </List>
      </Box>
    </Box>
  );
const getDetailPanelHeight = () => 'auto' as const;

export default function MasterDetailCustomToggle() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={getDetailPanelHeight}
        hideFooter
      />
    </Box>
  );
}
