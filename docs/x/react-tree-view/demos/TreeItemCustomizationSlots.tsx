import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItem2, TreeItem2Label, TreeItem2Props } from '@mui/x-tree-view/TreeItem2';
import type {
  UseTreeItem2GroupTransitionSlotOwnProps,
  UseTreeItem2LabelSlotOwnProps,
} from '@mui/x-tree-view/useTreeItem2';
import { PROJECT_FILES } from '../rich-tree-view/demos/data/projectFiles';

type FileLabelProps = UseTreeItem2LabelSlotOwnProps & { className?: string };

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

/** The label slot: the default label, followed by the file's extension as a chip. */
function FileLabel({ children, ...other }: FileLabelProps) {
  const extension =
    typeof children === 'string' ? /\.([a-z]+)$/i.exec(children)?.[1] : undefined;
  return (
    <TreeItem2Label {...other} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      {children}
      {extension && (
        <Chip label={extension.toUpperCase()} size="small" variant="outlined" />
      )}
    </TreeItem2Label>
  );
}

// Every item gets the same slots: a new label, and a content row with more room.
const ITEM_PROPS: Partial<TreeItem2Props> = {
  slots: { label: FileLabel, groupTransition: GroupList },
  slotProps: { content: { style: { paddingBlock: 4 } } },
};

export default function TreeItemCustomizationSlots() {
  return (
    <Box sx={{ minHeight: 320, minWidth: 260 }}>
      <RichTreeView
        aria-label="Project files with file types"
        items={PROJECT_FILES}
        defaultExpandedItems={['src', 'src/components']}
        slots={{ item: TreeItem2 }}
        slotProps={{ item: ITEM_PROPS }}
      />
    </Box>
  );
}
