import Box from '@mui/material/Box';
import {
  DataGrid,
  GridColDef,
  GridRenderCellParams,
  GridRowId,
  gridExpandedSortedRowIdsSelector,
  useGridApiContext,
  useGridSelector,
} from '@mui/x-data-grid';

interface Lesson {
  id: number;
  day: string;
  time: string;
  course: string;
  room: string;
}

const rows: Lesson[] = [
  { id: 1, day: 'Monday', time: '09:00', course: 'Statistics', room: 'B12' },
  { id: 2, day: 'Monday', time: '11:00', course: 'Databases', room: 'B12' },
  { id: 3, day: 'Monday', time: '14:00', course: 'Databases', room: 'Lab 3' },
  { id: 4, day: 'Tuesday', time: '09:00', course: 'Ethics in computing', room: 'A01' },
  { id: 5, day: 'Tuesday', time: '13:00', course: 'Statistics', room: 'A01' },
  { id: 6, day: 'Wednesday', time: '10:00', course: 'Compilers', room: 'Lab 3' },
  { id: 7, day: 'Wednesday', time: '12:00', course: 'Compilers', room: 'Lab 3' },
  { id: 8, day: 'Wednesday', time: '15:00', course: 'Databases', room: 'B12' },
];

/** Visually hidden, still read by screen readers: every cell keeps its value for assistive technology. */
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/**
 * Shows the value only where a run of equal values starts, in the current order of the rows:
 * sorting or filtering the grid recomputes the runs.
 */
function MergedValueCell(props: GridRenderCellParams<Lesson, string>) {
  const { id, field, value } = props;
  const apiRef = useGridApiContext();
  const orderedIds = useGridSelector(apiRef, gridExpandedSortedRowIdsSelector);
  const index = orderedIds.indexOf(id);
  const previousId: GridRowId | undefined = index > 0 ? orderedIds[index - 1] : undefined;
  const continuesRun =
    previousId !== undefined && apiRef.current.getCellValue(previousId, field) === value;

  if (!continuesRun) return value;
  return (
    <Box component="span" className="merged-continuation" sx={visuallyHidden}>
      {value}
    </Box>
  );
}

const renderMerged = (params: GridRenderCellParams<Lesson, string>) => (
  <MergedValueCell {...params} />
);

const columns: GridColDef<Lesson>[] = [
  { field: 'day', headerName: 'Day', width: 130, renderCell: renderMerged },
  { field: 'time', headerName: 'Time', width: 90 },
  {
    field: 'course',
    headerName: 'Course',
    flex: 1,
    minWidth: 180,
    renderCell: renderMerged,
  },
  { field: 'room', headerName: 'Room', width: 100 },
];

export default function RowSpanningRepeatedValues() {
  return (
    <Box
      sx={{
        height: 480,
        width: '100%',
        // A continuing cell drops its top border, so the run reads as one tall cell.
        '& .MuiDataGrid-cell:has(.merged-continuation)': {
          borderTopColor: 'transparent',
        },
      }}
    >
      <DataGrid rows={rows} columns={columns} showCellVerticalBorder hideFooter />
    </Box>
  );
}
