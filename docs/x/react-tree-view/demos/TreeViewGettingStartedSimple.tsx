import Box from '@mui/material/Box';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function TreeViewGettingStartedSimple() {
  return (
    <Box sx={{ minHeight: 220, maxWidth: 360 }}>
      <SimpleTreeView aria-label="Office supplies">
        <TreeItem itemId="paper" label="Paper">
          <TreeItem itemId="paper-a4" label="A4 printer paper" />
          <TreeItem itemId="paper-notepads" label="Notepads" />
        </TreeItem>
        <TreeItem itemId="writing" label="Writing">
          <TreeItem itemId="writing-pens" label="Ballpoint pens" />
          <TreeItem itemId="writing-markers" label="Whiteboard markers" />
        </TreeItem>
        <TreeItem itemId="stapler" label="Stapler" />
      </SimpleTreeView>
    </Box>
  );
}
