import * as React from 'react';
import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import Slider from '@mui/material/Slider';
import {
  DataGrid,
  GridColDef,
  GridRenderCellParams,
  GridRenderEditCellParams,
  useGridApiContext,
} from '@mui/x-data-grid';

interface Course {
  id: number;
  title: string;
  rating: number;
  progress: number;
}

const initialRows: Course[] = [
  { id: 1, title: 'Intro to data tables', rating: 4, progress: 100 },
  { id: 2, title: 'Accessible forms', rating: 5, progress: 60 },
  { id: 3, title: 'State management basics', rating: 3, progress: 25 },
  { id: 4, title: 'Testing React components', rating: 0, progress: 0 },
];

/** Edit cell for the rating: stars instead of a number field. Enter saves, Escape cancels. */
function RatingEditCell(props: GridRenderEditCellParams<Course, number>) {
  const { id, field, value, hasFocus } = props;
  const apiRef = useGridApiContext();
  const ref = React.useRef<HTMLSpanElement>(null);

  // When the cell enters edit mode with the focus, move it onto the current star.
  React.useLayoutEffect(() => {
    if (hasFocus) {
      const current = value || 1;
      ref.current?.querySelector<HTMLInputElement>(`input[value="${current}"]`)?.focus();
    }
  }, [hasFocus, value]);

  return (
    <Rating
      ref={ref}
      name={`course-rating-${id}`}
      value={value ?? 0}
      onChange={(_event, newValue) =>
        apiRef.current.setEditCellValue({ id, field, value: newValue ?? 0 })
      }
      sx={{ px: 1 }}
    />
  );
}

/** Edit cell for the progress: a slider that writes every change into the edit state. */
function ProgressEditCell(props: GridRenderEditCellParams<Course, number>) {
  const { id, field, value, hasFocus, colDef } = props;
  const apiRef = useGridApiContext();
  const ref = React.useRef<HTMLSpanElement>(null);

  React.useLayoutEffect(() => {
    if (hasFocus)
      ref.current?.querySelector<HTMLInputElement>('input[type="range"]')?.focus();
  }, [hasFocus]);

  return (
    <Box sx={{ width: '100%', px: 2 }}>
      <Slider
        ref={ref}
        size="small"
        value={value ?? 0}
        step={5}
        valueLabelDisplay="auto"
        aria-label={colDef.headerName}
        onChange={(_event, newValue) =>
          apiRef.current.setEditCellValue({
            id,
            field,
            value: Array.isArray(newValue) ? newValue[0] : newValue,
          })
        }
      />
    </Box>
  );
}

function ProgressCell(props: GridRenderCellParams<Course, number>) {
  const progress = props.value ?? 0;
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        width: '100%',
        height: '100%',
      }}
    >
      <Box
        sx={{
          flex: 1,
          height: 8,
          borderRadius: 1,
          bgcolor: 'action.hover',
          overflow: 'hidden',
        }}
      >
        <Box sx={{ width: `${progress}%`, height: '100%', bgcolor: 'primary.main' }} />
      </Box>
      <span>{progress}%</span>
    </Box>
  );
}

const columns: GridColDef<Course>[] = [
  { field: 'title', headerName: 'Course', flex: 1, minWidth: 200 },
  {
    field: 'rating',
    headerName: 'Rating',
    type: 'number',
    width: 160,
    editable: true,
    align: 'left',
    headerAlign: 'left',
    renderCell: (params) => (
      <Rating
        readOnly
        value={params.value ?? 0}
        size="small"
        sx={{ verticalAlign: 'middle' }}
      />
    ),
    renderEditCell: (params) => <RatingEditCell {...params} />,
  },
  {
    field: 'progress',
    headerName: 'Progress',
    type: 'number',
    width: 220,
    editable: true,
    renderCell: (params) => <ProgressCell {...params} />,
    renderEditCell: (params) => <ProgressEditCell {...params} />,
  },
];

export default function EditingCustomEditCell() {
  const [rows, setRows] = React.useState<Course[]>(initialRows);

  return (
    <Box sx={{ height: 300, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        processRowUpdate={(newRow: Course) => {
          setRows((previous) =>
            previous.map((row) => (row.id === newRow.id ? newRow : row)),
          );
          return newRow;
        }}
        hideFooter
      />
    </Box>
  );
}
