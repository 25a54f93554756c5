import Box from '@mui/material/Box';
import { Theme } from '@mui/material/styles';
import { DataGrid, GridColDef, gridClasses } from '@mui/x-data-grid';

interface Course {
  id: number;
  title: string;
  enrolled: number;
  completionRate: number;
  averageRating: number;
}

const rows: Course[] = [
  {
    id: 1,
    title: 'Intro to statistics',
    enrolled: 1840,
    completionRate: 0.62,
    averageRating: 4.6,
  },
  {
    id: 2,
    title: 'Writing clear documentation',
    enrolled: 960,
    completionRate: 0.71,
    averageRating: 4.8,
  },
  {
    id: 3,
    title: 'Accessible web forms',
    enrolled: 1215,
    completionRate: 0.58,
    averageRating: 4.7,
  },
  {
    id: 4,
    title: 'SQL for analysts',
    enrolled: 2402,
    completionRate: 0.49,
    averageRating: 4.4,
  },
];

const columns: GridColDef<Course>[] = [
  { field: 'title', headerName: 'Course', flex: 1, minWidth: 180 },
  {
    field: 'enrolled',
    headerName: 'Learners enrolled this year',
    type: 'number',
    width: 130,
  },
  {
    field: 'completionRate',
    headerName: 'Share of learners who completed',
    type: 'number',
    width: 140,
    valueFormatter: (value: number) => `${Math.round(value * 100)} %`,
  },
  {
    field: 'averageRating',
    headerName: 'Average rating (out of 5)',
    type: 'number',
    width: 130,
  },
];

/** The palette as values (plain theme) or as CSS variable references (CSS theme variables). */
const paletteOf = (theme: Theme) =>
  ((theme as Theme & { vars?: Pick<Theme, 'palette'> }).vars ?? theme).palette;

export default function StyleRecipeBrandedHeader() {
  return (
    <Box sx={{ height: 330, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        columnHeaderHeight={72}
        showCellVerticalBorder
        showColumnVerticalBorder
        hideFooter
        sx={(theme) => ({
          // The header row's background comes from this variable.
          '--DataGrid-containerBackground': paletteOf(theme).primary.main,
          [`& .${gridClasses.columnHeader}`]: {
            color: paletteOf(theme).primary.contrastText,
          },
          // Icons and separators follow the header's text colour.
          [`& .${gridClasses.columnHeader} .MuiIconButton-root, & .${gridClasses.iconSeparator}`]:
            {
              color: 'inherit',
            },
          // Long titles wrap onto two lines instead of being cut with an ellipsis.
          [`& .${gridClasses.columnHeaderTitle}`]: {
            whiteSpace: 'normal',
            lineHeight: 1.3,
            fontWeight: 600,
          },
        })}
      />
    </Box>
  );
}
