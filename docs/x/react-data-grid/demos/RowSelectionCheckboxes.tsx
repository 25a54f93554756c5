import Box from '@mui/material/Box';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

interface Task {
  id: number;
  title: string;
  assignee: string;
  estimateHours: number;
  due: Date;
}

const rows: Task[] = [
  {
    id: 1,
    title: 'Draft the release notes',
    assignee: 'Ines',
    estimateHours: 3,
    due: new Date(2024, 8, 2),
  },
  {
    id: 2,
    title: 'Review the pricing page',
    assignee: 'Tomás',
    estimateHours: 2,
    due: new Date(2024, 8, 3),
  },
  {
    id: 3,
    title: 'Fix the login redirect',
    assignee: 'Mei',
    estimateHours: 5,
    due: new Date(2024, 8, 3),
  },
  {
    id: 4,
    title: 'Update the privacy policy',
    assignee: 'Kwame',
    estimateHours: 4,
    due: new Date(2024, 8, 5),
  },
  {
    id: 5,
    title: 'Plan the user interviews',
    assignee: 'Ines',
    estimateHours: 6,
    due: new Date(2024, 8, 6),
  },
  {
    id: 6,
    title: 'Archive old feature flags',
    assignee: 'Mei',
    estimateHours: 1,
    due: new Date(2024, 8, 9),
  },
  {
    id: 7,
    title: 'Translate the onboarding',
    assignee: 'Sven',
    estimateHours: 8,
    due: new Date(2024, 8, 10),
  },
  {
    id: 8,
    title: 'Rotate the API keys',
    assignee: 'Kwame',
    estimateHours: 1,
    due: new Date(2024, 8, 11),
  },
];

const dueFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' });

const columns: GridColDef<Task>[] = [
  { field: 'title', headerName: 'Task', flex: 1, minWidth: 200 },
  { field: 'assignee', headerName: 'Assignee', width: 120 },
  { field: 'estimateHours', headerName: 'Estimate (h)', type: 'number', width: 120 },
  {
    field: 'due',
    headerName: 'Due',
    type: 'date',
    width: 110,
    valueFormatter: (value: Date) => dueFormat.format(value),
  },
];

export default function RowSelectionCheckboxes() {
  return (
    <Box sx={{ height: 540, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} checkboxSelection hideFooterPagination />
    </Box>
  );
}
