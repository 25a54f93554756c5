import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { COOKBOOK_CHAPTERS } from './data/gettingStartedRecipes';

export default function TreeViewGettingStartedRich() {
  const [selectedItem, setSelectedItem] = React.useState<string | null>(null);

  return (
    <Box sx={{ minHeight: 260, maxWidth: 360 }}>
      <RichTreeView
        aria-label="Cookbook chapters"
        items={COOKBOOK_CHAPTERS}
        defaultExpandedItems={['soups']}
        selectedItems={selectedItem}
        onSelectedItemsChange={(_event, itemId) => setSelectedItem(itemId)}
      />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        Selected: {selectedItem ?? 'nothing'}
      </Typography>
    </Box>
  );
}
