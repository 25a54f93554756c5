import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGrid, GridColDef, GridRowSpacingParams } from '@mui/x-data-grid';

interface Step {
  id: number;
  step: string;
  owner: string;
  days: number;
}

const rows: Step[] = [
  { id: 1, step: 'Collect requirements', owner: 'Product', days: 5 },
  { id: 2, step: 'Sketch the flows', owner: 'Design', days: 3 },
  { id: 3, step: 'Build the prototype', owner: 'Engineering', days: 8 },
  { id: 4, step: 'Usability test', owner: 'Research', days: 4 },
  { id: 5, step: 'Ship the first version', owner: 'Engineering', days: 6 },
];

const columns: GridColDef<Step>[] = [
  { field: 'step', headerName: 'Step', flex: 1, minWidth: 200 },
  { field: 'owner', headerName: 'Owner', width: 130 },
  { field: 'days', headerName: 'Days', type: 'number', width: 90 },
];

export default function RowHeightSpacing() {
  const [spacingType, setSpacingType] = React.useState<'margin' | 'border'>('margin');

  // No space above the first row or below the last one.
  const getRowSpacing = React.useCallback(
    (params: GridRowSpacingParams) => ({
      top: params.isFirstVisible ? 0 : 6,
      bottom: params.isLastVisible ? 0 : 6,
    }),
    [],
  );

  return (
    <Box sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={spacingType}
        onChange={(_event, value: 'margin' | 'border' | null) =>
          value && setSpacingType(value)
        }
        aria-label="rowSpacingType"
        sx={{ mb: 2 }}
      >
        <ToggleButton value="margin">margin</ToggleButton>
        <ToggleButton value="border">border</ToggleButton>
      </ToggleButtonGroup>
      <Box
        sx={{
          height: 420,
          // Rows are tinted so the spacing shows. With rowSpacingType="border" the space is the
          // row's own border: it needs a style and a colour (its width comes from getRowSpacing).
          '& .MuiDataGrid-row': {
            bgcolor: 'action.hover',
            borderStyle: 'solid',
            borderWidth: 0,
            borderColor: 'primary.light',
          },
        }}
      >
        <DataGrid
          rows={rows}
          columns={columns}
          getRowSpacing={getRowSpacing}
          rowSpacingType={spacingType}
          hideFooter
        />
      </Box>
    </Box>
  );
}
