import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItem2, TreeItem2Checkbox, TreeItem2Props } from '@mui/x-tree-view/TreeItem2';
import type { UseTreeItem2GroupTransitionSlotOwnProps } from '@mui/x-tree-view/useTreeItem2';
import { PRODUCT_CATALOG } from './data/productCatalog';

const CLIMBING_GEAR = ['harness', 'rope-60m', 'chalk-bag'];

// Each tree item already reports its state with `aria-selected`: hide the checkbox's input,
type GroupListProps = Pick<
  UseTreeItem2GroupTransitionSlotOwnProps,
  'in' | 'role' | 'children'
> & {
  className?: string;
};

/**
 * The group of an item's children as a bare `ul`. In 7.14.0 the default group is a Collapse that puts two
 * `div`s inside the `ul`, which is invalid HTML in the server-rendered page; this one shows or hides the
 * children without the height animation.
 */
function GroupList({ in: open, role, className, children }: GroupListProps) {
  if (!open) return null;
  return (
    <ul role={role} className={className}>
      {children}
    </ul>
  );
}

// which has no label of its own, from assistive technology.
const ItemCheckbox = React.forwardRef(function ItemCheckbox(
  props: React.ComponentProps<typeof TreeItem2Checkbox>,
  ref: React.Ref<HTMLButtonElement>,
) {
  return <TreeItem2Checkbox {...props} ref={ref} inputProps={{ 'aria-hidden': true }} />;
});

const ITEM_PROPS: Partial<TreeItem2Props> = {
  slots: { checkbox: ItemCheckbox, groupTransition: GroupList },
};

export default function RichTreeViewSelectionControlled() {
  const [selected, setSelected] = React.useState<string[]>([]);
  const [lastToggle, setLastToggle] = React.useState('none yet');

  return (
    <Box sx={{ minHeight: 340, minWidth: 260 }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button
          size="small"
          variant="outlined"
          onClick={() => setSelected(CLIMBING_GEAR)}
        >
          Select climbing gear
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => setSelected([])}
          disabled={selected.length === 0}
        >
          Clear selection
        </Button>
      </Stack>
      <RichTreeView
        aria-label="Catalog"
        items={PRODUCT_CATALOG}
        multiSelect
        checkboxSelection
        slots={{ item: TreeItem2 }}
        slotProps={{ item: ITEM_PROPS }}
        defaultExpandedItems={['climbing', 'water']}
        selectedItems={selected}
        onSelectedItemsChange={(_event, itemIds) => setSelected(itemIds)}
        onItemSelectionToggle={(_event, itemId, isSelected) =>
          setLastToggle(`${itemId} ${isSelected ? 'selected' : 'deselected'}`)
        }
      />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        Selected: {selected.length > 0 ? selected.join(', ') : 'nothing'}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Last toggle by the user: {lastToggle}
      </Typography>
    </Box>
  );
}
