import * as React from 'react';
import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import {
  DataGrid,
  GridColDef,
  GridColTypeDef,
  GridFilterInputValueProps,
  GridFilterOperator,
  GridRenderEditCellParams,
  GridValidRowModel,
  useGridApiContext,
} from '@mui/x-data-grid';

/** The editor: a star rating that writes its value into the cell being edited. */
function RatingEditCell({
  id,
  field,
  value,
}: GridRenderEditCellParams<GridValidRowModel, number>) {
  const apiRef = useGridApiContext();
  return (
    <Rating
      name={`rating-${id}`}
      value={value ?? 0}
      onChange={(_event, next) => {
        apiRef.current.setEditCellValue({ id, field, value: next ?? 0 });
      }}
      sx={{ px: 1 }}
    />
  );
}

/** The filter input: pick the minimum number of stars. */
function MinimumRatingInput({ item, applyValue }: GridFilterInputValueProps) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', height: 48, pl: 1 }}>
      <Rating
        name="minimum-rating"
        value={Number(item.value ?? 0)}
        onChange={(_event, next) => applyValue({ ...item, value: next })}
      />
    </Box>
  );
}

const atLeastOperator: GridFilterOperator<GridValidRowModel, number> = {
  label: 'at least',
  value: 'atLeast',
  getApplyFilterFn: (filterItem) => {
    if (filterItem.value == null) return null;
    const minimum = Number(filterItem.value);
    return (value) => value != null && value >= minimum;
  },
  InputComponent: MinimumRatingInput,
  getValueAsString: (value) => `${value} stars`,
};

/** A column type for ratings from 0 to 5: stars to read, stars to edit, an "at least" filter. */
const ratingColumn: GridColTypeDef<number> = {
  type: 'number',
  width: 170,
  display: 'flex',
  headerAlign: 'left',
  align: 'left',
  renderCell: ({ value }) => (
    <Rating
      readOnly
      value={value ?? 0}
      size="small"
      aria-label={`${value ?? 0} out of 5 stars`}
    />
  ),
  renderEditCell: (params) => <RatingEditCell {...params} />,
  filterOperators: [atLeastOperator],
};

interface Cafe {
  id: number;
  name: string;
  coffee: number;
  food: number;
  wifi: number;
}

const initialRows: Cafe[] = [
  { id: 1, name: 'Bean There', coffee: 5, food: 3, wifi: 4 },
  { id: 2, name: 'The Daily Grind', coffee: 4, food: 4, wifi: 2 },
  { id: 3, name: 'Kaffeehaus Klein', coffee: 3, food: 5, wifi: 3 },
  { id: 4, name: 'Latte Lane', coffee: 2, food: 2, wifi: 5 },
  { id: 5, name: 'Roast & Co', coffee: 5, food: 4, wifi: 1 },
];

const columns: GridColDef<Cafe>[] = [
  { field: 'name', headerName: 'Café', width: 170 },
  { field: 'coffee', headerName: 'Coffee', ...ratingColumn, editable: true },
  { field: 'food', headerName: 'Food', ...ratingColumn, editable: true },
  { field: 'wifi', headerName: 'Wi-Fi', ...ratingColumn, editable: true },
];

export default function CustomColumnRatingType() {
  const [rows, setRows] = React.useState<Cafe[]>(initialRows);
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        processRowUpdate={(updated: Cafe) => {
          setRows((current) =>
            current.map((row) => (row.id === updated.id ? updated : row)),
          );
          return updated;
        }}
        initialState={{ sorting: { sortModel: [{ field: 'coffee', sort: 'desc' }] } }}
        hideFooter
      />
    </Box>
  );
}
