import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItem2, TreeItem2Label, TreeItem2Props } from '@mui/x-tree-view/TreeItem2';
import type { UseTreeItem2LabelSlotOwnProps } from '@mui/x-tree-view/useTreeItem2';
import { PROJECT_FILES } from '../rich-tree-view/demos/data/projectFiles';

type FileLabelProps = UseTreeItem2LabelSlotOwnProps & { className?: string };

/** The label slot: the default label, followed by the file's extension as a chip. */
function FileLabel({ children, ...other }: FileLabelProps) {
  const extension = typeof children === 'string' ? /\.([a-z]+)$/i.exec(children)?.[1] : undefined;
  return (
    <TreeItem2Label {...other} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      {children}
      {extension && <Chip label={extension.toUpperCase()} size="small" variant="outlined" />}
    </TreeItem2Label>
  );
}

// Every item gets the same slots: a new label, and a content row with more room.
const ITEM_PROPS: Partial<TreeItem2Props> = {
  slots: { label: FileLabel },
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
