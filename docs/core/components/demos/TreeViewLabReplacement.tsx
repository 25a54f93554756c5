import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function TreeViewLabReplacement() {
  const [expanded, setExpanded] = React.useState<string[]>([]);

  return (
    <Box sx={{ minHeight: 240, maxWidth: 360 }}>
      <SimpleTreeView
        aria-label="Project files"
        expandedItems={expanded}
        onExpandedItemsChange={(_event, itemIds) => setExpanded(itemIds)}
      >
        <TreeItem itemId="src" label="src">
          <TreeItem itemId="src-app" label="App.tsx" />
          <TreeItem itemId="src-components" label="components">
            <TreeItem itemId="src-components-header" label="Header.tsx" />
            <TreeItem itemId="src-components-footer" label="Footer.tsx" />
          </TreeItem>
        </TreeItem>
        <TreeItem itemId="public" label="public">
          <TreeItem itemId="public-favicon" label="favicon.ico" />
        </TreeItem>
        <TreeItem itemId="package" label="package.json" />
      </SimpleTreeView>
      <Typography variant="body2" color="text.secondary" role="status" sx={{ mt: 1 }}>
        Expanded: {expanded.length > 0 ? expanded.join(', ') : 'none'}
      </Typography>
    </Box>
  );
}
