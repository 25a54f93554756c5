import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DragHandleIcon from '@mui/icons-material/DragHandle';
import {
  DataGridPro,
  GRID_REORDER_COL_DEF,
  GridActionsCellItem,
  GridColDef,
  GridRowOrderChangeParams,
} from '@mui/x-data-grid-pro';

interface Step {
  id: string;
  label: string;
}

const initialSteps: Step[] = [
  { id: 'wash', label: 'Wash the vegetables' },
  { id: 'chop', label: 'Chop onions and carrots' },
  { id: 'fry', label: 'Fry the onions until golden' },
  { id: 'simmer', label: 'Simmer with stock for 20 minutes' },
  { id: 'blend', label: 'Blend until smooth' },
  { id: 'season', label: 'Season and serve' },
];

function move<T>(list: T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
}

/** A fake endpoint that stores the order and answers with it. */
function saveOrder(ids: string[]): Promise<string[]> {
  return new Promise((resolve) => {
    setTimeout(() => resolve(ids), 500);
  });
}

export default function RowOrderingSaved() {
  const [steps, setSteps] = React.useState<Step[]>(initialSteps);
  const [saving, setSaving] = React.useState(false);
  const [status, setStatus] = React.useState('Drag a handle, or use the arrow buttons.');

  // The latest steps, for handlers created before the last render.
  const stepsRef = React.useRef(steps);
  stepsRef.current = steps;

  const reorder = React.useCallback(async (from: number, to: number) => {
    const current = stepsRef.current;
    if (from === to || to < 0 || to >= current.length) return;
    const next = move(current, from, to);
    setSteps(next);
    setSaving(true);
    await saveOrder(next.map((step) => step.id));
    setSaving(false);
    setStatus(`Saved: "${next[to].label}" is now step ${to + 1}.`);
  }, []);

  const columns = React.useMemo<GridColDef<Step>[]>(
    () => [
      {
        field: 'position',
        headerName: 'Step',
        width: 80,
        sortable: false,
        valueGetter: (_value, row) => steps.findIndex((step) => step.id === row.id) + 1,
      },
      {
        field: 'label',
        headerName: 'Instruction',
        flex: 1,
        minWidth: 220,
        sortable: false,
      },
      {
        field: 'move',
        type: 'actions',
        headerName: 'Move',
        width: 100,
        // Buttons for keyboard users: dragging needs a pointer.
        getActions: ({ row }) => {
          const index = steps.findIndex((step) => step.id === row.id);
          return [
            <GridActionsCellItem
              key="up"
              icon={<ArrowUpwardIcon />}
              label={`Move "${row.label}" up`}
              disabled={index === 0 || saving}
              onClick={() => reorder(index, index - 1)}
            />,
            <GridActionsCellItem
              key="down"
              icon={<ArrowDownwardIcon />}
              label={`Move "${row.label}" down`}
              disabled={index === steps.length - 1 || saving}
              onClick={() => reorder(index, index + 1)}
            />,
          ];
        },
      },
      // The drag handle column, moved to the end of the row.
      { ...GRID_REORDER_COL_DEF, headerName: 'Drag to reorder', width: 56 },
    ],
    [steps, saving, reorder],
  );

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 400 }}>
        <DataGridPro
          rows={steps}
          columns={columns}
          rowReordering
          onRowOrderChange={(params: GridRowOrderChangeParams) =>
            reorder(params.oldIndex, params.targetIndex)
          }
          slots={{ rowReorderIcon: DragHandleIcon }}
          loading={saving}
          slotProps={{ loadingOverlay: { variant: 'linear-progress' } }}
          hideFooter
        />
      </Box>
      <Typography variant="body2" role="status" sx={{ mt: 1 }}>
        {saving ? 'Saving the new order…' : status}
      </Typography>
    </Box>
  );
}
