import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import CloseIcon from '@mui/icons-material/Close';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditIcon from '@mui/icons-material/Edit';
import SaveIcon from '@mui/icons-material/Save';
import {
  DataGrid,
  GridActionsCellItem,
  GridColDef,
  GridEditInputCell,
  GridEditSingleSelectCell,
  GridEventListener,
  GridRenderEditCellParams,
  GridRowEditStopReasons,
  GridRowId,
  GridRowModes,
  GridRowModesModel,
  GridToolbarContainer,
} from '@mui/x-data-grid';

const CATEGORIES = ['Tools', 'Garden', 'Lighting', 'Storage'] as const;

interface Product {
  id: number;
  name: string;
  category: (typeof CATEGORIES)[number];
  price: number;
  stock: number;
  /** Marks a row added in this session that has never been saved. */
  isNew?: boolean;
}

const initialRows: Product[] = [
  { id: 1, name: 'Cordless drill', category: 'Tools', price: 89, stock: 14 },
  { id: 2, name: 'Pruning shears', category: 'Garden', price: 24.5, stock: 40 },
  { id: 3, name: 'Desk lamp', category: 'Lighting', price: 39, stock: 8 },
  { id: 4, name: 'Stacking crate', category: 'Storage', price: 12, stock: 120 },
];

/** Lets the toolbar add a row without knowing about the state of the demo. */
const AddRowContext = React.createContext<() => void>(() => {});

function AddRowToolbar() {
  const addRow = React.useContext(AddRowContext);
  return (
    <GridToolbarContainer>
      <Button size="small" startIcon={<AddIcon />} onClick={addRow}>
        Add product
      </Button>
    </GridToolbarContainer>
  );
}

/**
 * The built-in editors of 7.14.0 render their inputs without an accessible name. These wrappers
 * name each input after its column, so screen readers announce "Price" rather than "edit text".
 */
const renderNamedInput = (params: GridRenderEditCellParams) => (
  <GridEditInputCell
    {...params}
    inputProps={{ 'aria-label': params.colDef.headerName }}
  />
);
const renderNamedSelect = (params: GridRenderEditCellParams) => (
  <GridEditSingleSelectCell
    {...params}
    SelectDisplayProps={{ 'aria-label': params.colDef.headerName }}
  />
);

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

export default function EditingRowModeCrud() {
  const [rows, setRows] = React.useState<Product[]>(initialRows);
  const [rowModesModel, setRowModesModel] = React.useState<GridRowModesModel>({});
  const nextId = React.useRef(100);

  const setMode = (id: GridRowId, mode: GridRowModesModel[GridRowId]) =>
    setRowModesModel((model) => ({ ...model, [id]: mode }));

  const addRow = React.useCallback(() => {
    const id = nextId.current;
    nextId.current += 1;
    setRows((previous) => [
      { id, name: '', category: 'Tools', price: 0, stock: 0, isNew: true },
      ...previous,
    ]);
    setRowModesModel((model) => ({
      ...model,
      [id]: { mode: GridRowModes.Edit, fieldToFocus: 'name' },
    }));
  }, []);

  const cancel = (id: GridRowId) => {
    setMode(id, { mode: GridRowModes.View, ignoreModifications: true });
    // A new row that is cancelled was never saved: remove it.
    setRows((previous) => previous.filter((row) => !(row.id === id && row.isNew)));
  };

  // Keep the row in edit mode when the focus leaves it; only Save, Enter or Escape end editing.
  const handleRowEditStop: GridEventListener<'rowEditStop'> = (params, event) => {
    if (params.reason === GridRowEditStopReasons.rowFocusOut) {
      event.defaultMuiPrevented = true;
    }
  };

  const processRowUpdate = (newRow: Product): Product => {
    const saved = { ...newRow, isNew: false };
    setRows((previous) => previous.map((row) => (row.id === newRow.id ? saved : row)));
    return saved;
  };

  const columns: GridColDef<Product>[] = [
    {
      field: 'name',
      headerName: 'Product',
      flex: 1,
      minWidth: 160,
      editable: true,
      renderEditCell: renderNamedInput,
      // An empty name blocks saving: the cell shows the error state until it is filled.
      preProcessEditCellProps: (params) => ({
        ...params.props,
        error: String(params.props.value ?? '').trim() === '',
      }),
    },
    {
      field: 'category',
      headerName: 'Category',
      type: 'singleSelect',
      valueOptions: [...CATEGORIES],
      width: 130,
      editable: true,
      renderEditCell: renderNamedSelect,
    },
    {
      field: 'price',
      headerName: 'Price',
      type: 'number',
      width: 110,
      editable: true,
      renderEditCell: renderNamedInput,
      valueFormatter: (value: number) => usd.format(value),
    },
    {
      field: 'stock',
      headerName: 'In stock',
      type: 'number',
      width: 100,
      editable: true,
      renderEditCell: renderNamedInput,
    },
    {
      field: 'actions',
      type: 'actions',
      headerName: 'Actions',
      width: 110,
      getActions: ({ id, row }) => {
        if (rowModesModel[id]?.mode === GridRowModes.Edit) {
          return [
            <GridActionsCellItem
              key="save"
              icon={<SaveIcon />}
              label={`Save ${row.name || 'new product'}`}
              onClick={() => setMode(id, { mode: GridRowModes.View })}
            />,
            <GridActionsCellItem
              key="cancel"
              icon={<CloseIcon />}
              label={`Cancel editing ${row.name || 'new product'}`}
              onClick={() => cancel(id)}
            />,
          ];
        }
        return [
          <GridActionsCellItem
            key="edit"
            icon={<EditIcon />}
            label={`Edit ${row.name}`}
            onClick={() => setMode(id, { mode: GridRowModes.Edit, fieldToFocus: 'name' })}
          />,
          <GridActionsCellItem
            key="delete"
            icon={<DeleteOutlineIcon />}
            label={`Delete ${row.name}`}
            onClick={() =>
              setRows((previous) => previous.filter((item) => item.id !== id))
            }
          />,
        ];
      },
    },
  ];

  return (
    <AddRowContext.Provider value={addRow}>
      <Box sx={{ height: 420, width: '100%' }}>
        <DataGrid
          rows={rows}
          columns={columns}
          editMode="row"
          rowModesModel={rowModesModel}
          onRowModesModelChange={setRowModesModel}
          onRowEditStop={handleRowEditStop}
          processRowUpdate={processRowUpdate}
          slots={{ toolbar: AddRowToolbar }}
          hideFooter
        />
      </Box>
    </AddRowContext.Provider>
  );
}
