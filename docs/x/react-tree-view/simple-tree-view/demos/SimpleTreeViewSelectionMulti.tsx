import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function SimpleTreeViewSelectionMulti() {
  const [selectedItems, setSelectedItems] = React.useState<string[]>(['monday-standup']);

  return (
    <Box sx={{ minHeight: 300, maxWidth: 380 }}>
      <SimpleTreeView
        aria-label="Team meetings"
        multiSelect
        defaultExpandedItems={['monday', 'wednesday']}
        selectedItems={selectedItems}
        onSelectedItemsChange={(_event, itemIds) => setSelectedItems(itemIds)}
      >
        <TreeItem itemId="monday" label="Monday">
          <TreeItem itemId="monday-standup" label="Stand-up" />
          <TreeItem itemId="monday-planning" label="Sprint planning" />
        </TreeItem>
        <TreeItem itemId="wednesday" label="Wednesday">
          <TreeItem itemId="wednesday-standup" label="Stand-up" />
          <TreeItem itemId="wednesday-design" label="Design review" />
          <TreeItem itemId="wednesday-one-on-one" label="One-on-one" />
        </TreeItem>
        <TreeItem itemId="friday" label="Friday">
          <TreeItem itemId="friday-retro" label="Retrospective" />
        </TreeItem>
      </SimpleTreeView>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        Selected ({selectedItems.length}):{' '}
        {selectedItems.length > 0 ? selectedItems.join(', ') : 'nothing'}
      </Typography>
    </Box>
  );
}
