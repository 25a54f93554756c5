import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItem2, TreeItem2Checkbox, TreeItem2Props } from '@mui/x-tree-view/TreeItem2';
import type { UseTreeItem2GroupTransitionSlotOwnProps } from '@mui/x-tree-view/useTreeItem2';
import { PRODUCT_CATALOG } from './data/productCatalog';

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

export default function RichTreeViewSelectionCheckbox() {
  const [checked, setChecked] = React.useState<string[]>([]);

  return (
    <Box sx={{ minHeight: 320, minWidth: 260 }}>
      <RichTreeView
        aria-label="Products to compare"
        items={PRODUCT_CATALOG}
        multiSelect
        checkboxSelection
        slots={{ item: TreeItem2 }}
        slotProps={{ item: ITEM_PROPS }}
        defaultExpandedItems={['camping', 'tents', 'climbing']}
        selectedItems={checked}
        onSelectedItemsChange={(_event, itemIds) => setChecked(itemIds)}
      />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        Checked ({checked.length}): {checked.length > 0 ? checked.join(', ') : 'nothing'}
      </Typography>
    </Box>
  );
}
