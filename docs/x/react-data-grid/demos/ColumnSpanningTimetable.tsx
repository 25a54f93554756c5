import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

const SLOTS = ['08:00', '09:00', '10:00', '11:00', '12:00', '13:00', '14:00'] as const;
type Slot = (typeof SLOTS)[number];

interface Lesson {
  subject: string;
  /** Number of one-hour slots the lesson takes. */
  hours: number;
}

type DayRow = { id: string; day: string } & Partial<Record<Slot, Lesson>>;

const WEEKS: Record<'A' | 'B', DayRow[]> = {
  A: [
    {
      id: 'mon',
      day: 'Monday',
      '08:00': { subject: 'Mathematics', hours: 2 },
      '10:00': { subject: 'History', hours: 1 },
      '11:00': { subject: 'Lunch', hours: 1 },
      '12:00': { subject: 'Chemistry lab', hours: 3 },
    },
    {
      id: 'tue',
      day: 'Tuesday',
      '08:00': { subject: 'English', hours: 1 },
      '09:00': { subject: 'Physics', hours: 2 },
      '11:00': { subject: 'Lunch', hours: 1 },
      '12:00': { subject: 'Art', hours: 2 },
      '14:00': { subject: 'Study', hours: 1 },
    },
    {
      id: 'wed',
      day: 'Wednesday',
      '08:00': { subject: 'Sports', hours: 3 },
      '11:00': { subject: 'Lunch', hours: 1 },
      '12:00': { subject: 'Geography', hours: 1 },
      '13:00': { subject: 'Music', hours: 2 },
    },
    {
      id: 'thu',
      day: 'Thursday',
      '08:00': { subject: 'Biology', hours: 2 },
      '10:00': { subject: 'Mathematics', hours: 1 },
      '11:00': { subject: 'Lunch', hours: 1 },
      '12:00': { subject: 'Project work', hours: 3 },
    },
    {
      id: 'fri',
      day: 'Friday',
      '08:00': { subject: 'English', hours: 2 },
      '10:00': { subject: 'Computer science', hours: 2 },
      '12:00': { subject: 'Lunch', hours: 1 },
      '13:00': { subject: 'Free period', hours: 2 },
    },
  ],
  B: [
    {
      id: 'mon',
      day: 'Monday',
      '08:00': { subject: 'Physics', hours: 1 },
      '09:00': { subject: 'Mathematics', hours: 2 },
      '11:00': { subject: 'Lunch', hours: 1 },
      '12:00': { subject: 'Drama', hours: 3 },
    },
    {
      id: 'tue',
      day: 'Tuesday',
      '08:00': { subject: 'Chemistry lab', hours: 3 },
      '11:00': { subject: 'Lunch', hours: 1 },
      '12:00': { subject: 'History', hours: 1 },
      '13:00': { subject: 'English', hours: 2 },
    },
    {
      id: 'wed',
      day: 'Wednesday',
      '08:00': { subject: 'Geography', hours: 2 },
      '10:00': { subject: 'Sports', hours: 1 },
      '11:00': { subject: 'Lunch', hours: 1 },
      '12:00': { subject: 'Mathematics', hours: 1 },
      '13:00': { subject: 'Study', hours: 2 },
    },
    {
      id: 'thu',
      day: 'Thursday',
      '08:00': { subject: 'Music', hours: 1 },
      '09:00': { subject: 'Biology', hours: 2 },
      '11:00': { subject: 'Lunch', hours: 1 },
      '12:00': { subject: 'Computer science', hours: 3 },
    },
    {
      id: 'fri',
      day: 'Friday',
      '08:00': { subject: 'Art', hours: 3 },
      '11:00': { subject: 'Lunch', hours: 1 },
      '12:00': { subject: 'Assembly', hours: 1 },
      '13:00': { subject: 'Free period', hours: 2 },
    },
  ],
};

const columns: GridColDef<DayRow>[] = [
  { field: 'day', headerName: 'Day', width: 120 },
  ...SLOTS.map((slot): GridColDef<DayRow> => ({
    field: slot,
    headerName: slot,
    width: 108,
    align: 'center',
    headerAlign: 'center',
    sortable: false,
    filterable: false,
    // The cell shows the subject; the lesson object stays available for colSpan.
    valueGetter: (_value, row) => row[slot]?.subject ?? '',
    colSpan: (_value, row) => row[slot]?.hours,
    cellClassName: (params) =>
      params.value === 'Lunch' ? 'timetable--break' : 'timetable--lesson',
  })),
];

export default function ColumnSpanningTimetable() {
  const [week, setWeek] = React.useState<'A' | 'B'>('A');

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={week}
        onChange={(_event, next: 'A' | 'B' | null) => next && setWeek(next)}
        aria-label="Timetable week"
      >
        <ToggleButton value="A">Week A</ToggleButton>
        <ToggleButton value="B">Week B</ToggleButton>
      </ToggleButtonGroup>
      <Box
        sx={{
          height: 360,
          width: '100%',
          '& .timetable--lesson': { bgcolor: 'action.hover' },
          '& .timetable--break': { color: 'text.secondary', fontStyle: 'italic' },
        }}
      >
        <DataGrid
          rows={WEEKS[week]}
          columns={columns}
          showCellVerticalBorder
          showColumnVerticalBorder
          disableColumnMenu
          disableRowSelectionOnClick
          hideFooter
        />
      </Box>
    </Stack>
  );
}
