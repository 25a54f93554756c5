import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  GridColDef,
  GridEditSingleSelectCell,
  GridRenderEditCellParams,
  useGridApiContext,
} from '@mui/x-data-grid';

const CITIES_BY_COUNTRY: Record<string, string[]> = {
  Portugal: ['Lisbon', 'Porto', 'Coimbra'],
  Japan: ['Tokyo', 'Osaka', 'Sapporo'],
  Canada: ['Toronto', 'Montréal', 'Vancouver'],
};
const COUNTRIES = Object.keys(CITIES_BY_COUNTRY);
const ALL_CITIES = COUNTRIES.flatMap((country) => CITIES_BY_COUNTRY[country]);

interface Office {
  id: number;
  team: string;
  country: string;
  city: string;
}

const initialRows: Office[] = [
  { id: 1, team: 'Grid', country: 'Portugal', city: 'Lisbon' },
  { id: 2, team: 'Charts', country: 'Japan', city: 'Osaka' },
  { id: 3, team: 'Pickers', country: 'Canada', city: 'Montréal' },
];

/** The country editor: choosing a country also clears a city that does not belong to it. */
function CountryEditCell(props: GridRenderEditCellParams<Office, string>) {
  const apiRef = useGridApiContext();
  const handleValueChange = async (_event: unknown, country: string) => {
    const city = props.row.city;
    if (!CITIES_BY_COUNTRY[country]?.includes(city)) {
      await apiRef.current.setEditCellValue({ id: props.id, field: 'city', value: '' });
    }
  };
  return <GridEditSingleSelectCell {...props} onValueChange={handleValueChange} />;
}

const columns: GridColDef<Office>[] = [
  { field: 'team', headerName: 'Team', width: 120, editable: true },
  {
    field: 'country',
    headerName: 'Country',
    type: 'singleSelect',
    valueOptions: COUNTRIES,
    width: 150,
    editable: true,
    renderEditCell: (params) => <CountryEditCell {...params} />,
  },
  {
    field: 'city',
    headerName: 'City',
    type: 'singleSelect',
    width: 150,
    editable: true,
    // In edit mode, `row` holds the values being edited, so the list follows the chosen country.
    valueOptions: ({ row }) =>
      row ? (CITIES_BY_COUNTRY[row.country] ?? []) : ALL_CITIES,
    preProcessEditCellProps: (params) => ({
      ...params.props,
      error: !params.props.value,
    }),
  },
];

export default function EditingRecipeDependentFields() {
  const [rows, setRows] = React.useState(initialRows);

  return (
    <Box sx={{ height: 260, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        editMode="row"
        processRowUpdate={(updated: Office) => {
          setRows((previous) =>
            previous.map((row) => (row.id === updated.id ? updated : row)),
          );
          return updated;
        }}
        hideFooter
      />
    </Box>
  );
}
