import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { Employee, ORG_CHART } from './data/orgChart';

// The HR data has no `id` or `label`: these three functions tell the tree where to look.
const getItemId = (employee: Employee) => employee.employeeId;
const getItemLabel = (employee: Employee) =>
  `${employee.fullName} (${employee.jobTitle})`;
const isItemDisabled = (employee: Employee) => Boolean(employee.onLeave);

export default function RichTreeViewItemsCustomShape() {
  const [focusable, setFocusable] = React.useState(false);
  const [selected, setSelected] = React.useState<string | null>(null);

  return (
    <Box sx={{ minHeight: 300, minWidth: 260 }}>
      <FormControlLabel
        control={
          <Switch
            checked={focusable}
            onChange={(event) => setFocusable(event.target.checked)}
          />
        }
        label="Disabled items focusable"
      />
      <RichTreeView
        aria-label="Organization chart"
        items={ORG_CHART}
        getItemId={getItemId}
        getItemLabel={getItemLabel}
        isItemDisabled={isItemDisabled}
        disabledItemsFocusable={focusable}
        defaultExpandedItems={['E-100', 'E-110']}
        selectedItems={selected}
        onSelectedItemsChange={(_event, itemId) => setSelected(itemId)}
      />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        Selected employee ID: {selected ?? 'none'}
      </Typography>
    </Box>
  );
}
