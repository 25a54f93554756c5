import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItem2, TreeItem2Props } from '@mui/x-tree-view/TreeItem2';
import type { UseTreeItem2GroupTransitionSlotOwnProps } from '@mui/x-tree-view/useTreeItem2';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';
import { PROJECT_FILES } from './data/projectFiles';

type Item = TreeViewBaseItem;

/** Only files (items without children) can be renamed. */
const isFile = (item: Item) => !item.children || item.children.length === 0;

/** The labels of the other items in the same folder as `itemId`. */
function siblingLabels(items: readonly Item[], itemId: string): string[] | undefined {
  if (items.some((item) => item.id === itemId)) {
    return items.filter((item) => item.id !== itemId).map((item) => item.label);
  }
  for (const item of items) {
    const found = item.children ? siblingLabels(item.children, itemId) : undefined;
    if (found) return found;
  }
  return undefined;
}

/** Why a file name is refused, or null when it is fine. */
function validateFileName(
  items: readonly Item[],
  itemId: string,
  name: string,
): string | null {
  if (name.trim() !== name) return 'A file name cannot start or end with a space.';
  if (/[/\\]/.test(name)) return 'A file name cannot contain a slash.';
  if (!/\.[a-z0-9]+$/i.test(name)) return 'Keep an extension, such as .tsx or .md.';
  if (siblingLabels(items, itemId)?.includes(name))
    return `This folder already has a file named ${name}.`;
  return null;
}

function renameItem(items: Item[], itemId: string, label: string): Item[] {
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

const itemProps = ({ label }: { label: string }): Partial<TreeItem2Props> => ({
  slots: { groupTransition: GroupList },
  slotProps: { labelInput: { 'aria-label': `New name for ${label}` } },
});

export default function RichTreeViewEditingValidation() {
  const [items, setItems] = React.useState(PROJECT_FILES);
  const [message, setMessage] = React.useState<{ ok: boolean; text: string }>({
    ok: true,
    text: 'Double-click a file name or press Enter on a file to rename it.',
  });

  const handleLabelChange = (itemId: string, label: string) => {
    const error = validateFileName(items, itemId, label);
    if (error) {
      // The tree already shows the new label: a new array makes it read the old one again.
      setItems((previous) => [...previous]);
      setMessage({ ok: false, text: error });
      return;
    }
    setItems((previous) => renameItem(previous, itemId, label));
    setMessage({ ok: true, text: `Renamed to ${label}.` });
  };

  return (
    <Box sx={{ minHeight: 360, minWidth: 260 }}>
      <RichTreeView
        aria-label="Project files, validated names"
        items={items}
        defaultExpandedItems={['src', 'src/pages']}
        experimentalFeatures={{ labelEditing: true }}
        isItemEditable={isFile}
        onItemLabelChange={handleLabelChange}
        slots={{ item: TreeItem2 }}
        slotProps={{ item: itemProps }}
      />
      <Alert severity={message.ok ? 'info' : 'error'} role="status" sx={{ mt: 1 }}>
        {message.text}
      </Alert>
    </Box>
  );
}
