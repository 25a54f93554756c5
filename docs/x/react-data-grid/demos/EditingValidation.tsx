import * as React from 'react';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import {
  DataGrid,
  GridColDef,
  GridEditInputCell,
  GridPreProcessEditCellProps,
  GridRenderEditCellParams,
} from '@mui/x-data-grid';

interface Account {
  id: number;
  username: string;
  email: string;
  seats: number;
}

const initialRows: Account[] = [
  { id: 1, username: 'lin.wei', email: 'lin.wei@example.com', seats: 3 },
  { id: 2, username: 'okoye', email: 'okoye@example.org', seats: 10 },
  { id: 3, username: 'p.moreau', email: 'paul.moreau@example.net', seats: 1 },
  { id: 4, username: 'sandvik', email: 'ingrid@example.com', seats: 5 },
];

/** Pretends to ask the server whether a username is free (the names of other rows are taken). */
function isUsernameTaken(
  username: string,
  ownId: number,
  rows: Account[],
): Promise<boolean> {
  return new Promise((resolve) => {
    setTimeout(() => {
      resolve(
        rows.some(
          (row) => row.id !== ownId && row.username === username.trim().toLowerCase(),
        ),
      );
    }, 300);
  });
}

/**
 * The default text input, named after its column (the built-in input has no accessible name),
 * with the error message in a tooltip that describes it.
 */
function ValidatedEditCell(props: GridRenderEditCellParams) {
  const { errorMessage, ...inputProps } = props;
  return (
    <Tooltip
      open={Boolean(errorMessage)}
      title={typeof errorMessage === 'string' ? errorMessage : ''}
      describeChild
      placement="bottom-start"
    >
      <GridEditInputCell
        {...inputProps}
        inputProps={{ 'aria-label': props.colDef.headerName }}
      />
    </Tooltip>
  );
}

const renderValidatedEditCell = (params: GridRenderEditCellParams) => (
  <ValidatedEditCell {...params} />
);

/** Returns the props of the cell being edited, with `error` and a message when the value is invalid. */
function withError(params: GridPreProcessEditCellProps, message: string | null) {
  return { ...params.props, error: message !== null, errorMessage: message };
}

export default function EditingValidation() {
  const [rows, setRows] = React.useState<Account[]>(initialRows);
  const rowsRef = React.useRef(rows);
  rowsRef.current = rows;

  const columns = React.useMemo<GridColDef<Account>[]>(
    () => [
      {
        field: 'username',
        headerName: 'Username',
        width: 170,
        editable: true,
        renderEditCell: renderValidatedEditCell,
        // Asynchronous check: while it runs, the cell cannot be saved.
        preProcessEditCellProps: async (params) => {
          const value = String(params.props.value ?? '');
          if (!/^[a-z][a-z0-9._]{2,}$/.test(value)) {
            return withError(
              params,
              'At least 3 characters: lowercase letters, digits, dots or underscores.',
            );
          }
          const taken = await isUsernameTaken(value, Number(params.id), rowsRef.current);
          return withError(params, taken ? `"${value}" is already taken.` : null);
        },
      },
      {
        field: 'email',
        headerName: 'Email',
        flex: 1,
        minWidth: 220,
        editable: true,
        renderEditCell: renderValidatedEditCell,
        preProcessEditCellProps: (params) =>
          withError(
            params,
            /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(String(params.props.value ?? ''))
              ? null
              : 'Enter an address such as name@example.com.',
          ),
      },
      {
        field: 'seats',
        headerName: 'Seats',
        type: 'number',
        width: 100,
        editable: true,
        renderEditCell: renderValidatedEditCell,
        preProcessEditCellProps: (params) => {
          const seats = Number(params.props.value);
          return withError(
            params,
            Number.isInteger(seats) && seats >= 1 && seats <= 50
              ? null
              : 'Between 1 and 50 seats.',
          );
        },
      },
    ],
    [],
  );

  return (
    <Box sx={{ height: 320, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        processRowUpdate={(newRow: Account) => {
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
