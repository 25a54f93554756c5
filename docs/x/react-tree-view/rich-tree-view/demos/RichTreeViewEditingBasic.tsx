import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItem2, TreeItem2Props } from '@mui/x-tree-view/TreeItem2';
import type { UseTreeItem2GroupTransitionSlotOwnProps } from '@mui/x-tree-view/useTreeItem2';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';
import { PROJECT_FILES } from './data/projectFiles';

/** Returns a copy of the items with one label replaced. */
function renameItem(
  items: TreeViewBaseItem[],
  itemId: string,
  label: string,
): TreeViewBaseItem[] {
  return items.map((item) => {
    if (item.id === itemId) return { ...item, label };
    return item.children
      ? { ...item, children: renameItem(item.children, itemId, label) }
      : item;
  });
}

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

// The input that replaces the label while editing gets an accessible name.
const itemProps = ({ label }: { label: string }): Partial<TreeItem2Props> => ({
  slots: { groupTransition: GroupList },
  slotProps: { labelInput: { 'aria-label': `New name for ${label}` } },
});

export default function RichTreeViewEditingBasic() {
  const [items, setItems] = React.useState(PROJECT_FILES);
  const [lastChange, setLastChange] = React.useState('none yet');

  return (
    <Box sx={{ minHeight: 320, minWidth: 260 }}>
      <RichTreeView
        aria-label="Project files, editable names"
        items={items}
        defaultExpandedItems={['src', 'src/components']}
        experimentalFeatures={{ labelEditing: true }}
        isItemEditable
        onItemLabelChange={(itemId, label) => {
          // Write the new label back to your own data: the tree only keeps it until `items` changes.
          setItems((previous) => renameItem(previous, itemId, label));
          setLastChange(`${itemId} renamed to ${label}`);
        }}
        slots={{ item: TreeItem2 }}
        slotProps={{ item: itemProps }}
      />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        Last change: {lastChange}
      </Typography>
    </Box>
  );
}
