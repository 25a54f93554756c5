import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import {
  TreeItem2,
  TreeItem2Checkbox,
  type TreeItem2Props,
} from '@mui/x-tree-view/TreeItem2';

/** Every item in the order the tree shows it, so that the readout does not depend on the order of the clicks. */
const TREE_ORDER = [
  'gear',
  'tent',
  'sleeping-bag',
  'stove',
  'headlamp',
  'clothing',
  'rain-jacket',
  'fleece',
  'socks',
];

interface GroupProps {
  in?: boolean;
  className?: string;
  role?: string;
  children?: React.ReactNode;
}

/**
 * The children of an item as a plain list. The default group of `TreeItem2` (a `Collapse` rendered as
 * a `ul`) puts two `div`s between the list and its items, which is invalid HTML.
 */
const ItemGroup = React.forwardRef<HTMLUListElement, GroupProps>(function ItemGroup(
  { in: expanded, className, role, children },
  ref,
) {
  if (!expanded) return null;
  return (
    <ul
      ref={ref}
      className={className}
      role={role}
      style={{
        margin: 0,
        padding: 0,
        paddingInlineStart: 'var(--TreeView-itemChildrenIndentation)',
      }}
    >
      {children}
    </ul>
  );
});

type CheckboxProps = React.ComponentPropsWithoutRef<typeof TreeItem2Checkbox>;

/**
 * The item's checkbox, hidden from assistive technology: the tree item already announces its state
 * with `aria-selected`, and the built-in checkbox input has no accessible name of its own.
 */
const PackingCheckbox = React.forwardRef<HTMLButtonElement, CheckboxProps>(
  function PackingCheckbox(props, ref) {
    return (
      <TreeItem2Checkbox {...props} ref={ref} inputProps={{ 'aria-hidden': true }} />
    );
  },
);

function PackingItem(props: TreeItem2Props) {
  return (
    <TreeItem2
      {...props}
      slots={{ checkbox: PackingCheckbox, groupTransition: ItemGroup }}
    />
  );
}

export default function SimpleTreeViewSelectionCheckbox() {
  const [checkedItems, setCheckedItems] = React.useState<string[]>(['tent']);
  const checked = TREE_ORDER.filter((itemId) => checkedItems.includes(itemId));

  return (
    <Box sx={{ minHeight: 320, maxWidth: 380 }}>
      <SimpleTreeView
        aria-label="Camping packing list"
        multiSelect
        checkboxSelection
        defaultExpandedItems={['gear', 'clothing']}
        selectedItems={checkedItems}
        onSelectedItemsChange={(_event, itemIds) => setCheckedItems(itemIds)}
      >
        <PackingItem itemId="gear" label="Gear">
          <PackingItem itemId="tent" label="Tent" />
          <PackingItem itemId="sleeping-bag" label="Sleeping bag" />
          <PackingItem itemId="stove" label="Camping stove" />
          <PackingItem itemId="headlamp" label="Headlamp" />
        </PackingItem>
        <PackingItem itemId="clothing" label="Clothing">
          <PackingItem itemId="rain-jacket" label="Rain jacket" />
          <PackingItem itemId="fleece" label="Fleece" />
          <PackingItem itemId="socks" label="Wool socks" />
        </PackingItem>
      </SimpleTreeView>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        Checked ({checked.length}): {checked.length > 0 ? checked.join(', ') : 'nothing'}
      </Typography>
    </Box>
  );
}
