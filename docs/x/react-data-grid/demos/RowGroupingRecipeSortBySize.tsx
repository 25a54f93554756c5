import Box from '@mui/material/Box';
import {
  DataGridPremium,
  GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD,
  GridColDef,
  GridComparatorFn,
  GridSortCellParams,
} from '@mui/x-data-grid-premium';

interface Issue {
  id: number;
  title: string;
  label: string;
}

const LABELS: [string, number][] = [
  ['bug', 7],
  ['docs', 2],
  ['enhancement', 5],
  ['accessibility', 3],
  ['performance', 1],
];

// A fixed number of issues per label.
const rows: Issue[] = LABELS.flatMap(([label, count], labelIndex) =>
  Array.from({ length: count }, (_, index) => ({
    id: labelIndex * 100 + index + 1,
    title: `${label[0].toUpperCase()}${label.slice(1)} issue ${index + 1}`,
    label,
  })),
);

const columns: GridColDef<Issue>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 200 },
  { field: 'label', headerName: 'Label', width: 140 },
];

/** Number of data rows under a group; 0 for the rows themselves. */
const groupSize = (params: GridSortCellParams) =>
  params.rowNode.type === 'group'
    ? params.api.getRowGroupChildren({ groupId: params.id }).length
    : 0;

// Groups compare by size; rows inside a group compare as equal and keep their order.
const bySize: GridComparatorFn = (_v1, _v2, params1, params2) =>
  groupSize(params1) - groupSize(params2);

export default function RowGroupingRecipeSortBySize() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPremium
        // Grouped rows are announced as a tree (treegrid role), the default from v8 on.
        experimentalFeatures={{ ariaV8: true }}
        rows={rows}
        columns={columns}
        initialState={{
          rowGrouping: { model: ['label'] },
          columns: { columnVisibilityModel: { label: false } },
          sorting: {
            sortModel: [{ field: GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD, sort: 'desc' }],
          },
        }}
        groupingColDef={{
          headerName: 'Label (by number of issues)',
          width: 260,
          sortComparator: bySize,
        }}
        hideFooter
      />
    </Box>
  );
}
