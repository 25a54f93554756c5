import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function SimpleTreeViewSelectionSingle() {
  const [selectedItem, setSelectedItem] = React.useState<string | null>('ebooks');

  return (
    <Box sx={{ minHeight: 280, maxWidth: 380 }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button
          size="small"
          variant="outlined"
          onClick={() => setSelectedItem('audiobooks')}
        >
          Select audiobooks
        </Button>
        <Button size="small" variant="outlined" onClick={() => setSelectedItem(null)}>
          Clear selection
        </Button>
      </Stack>
      <SimpleTreeView
        aria-label="Library formats"
        defaultExpandedItems={['digital']}
        selectedItems={selectedItem}
        onSelectedItemsChange={(_event, itemId) => setSelectedItem(itemId)}
      >
        <TreeItem itemId="print" label="Print">
          <TreeItem itemId="hardcover" label="Hardcover" />
          <TreeItem itemId="paperback" label="Paperback" />
        </TreeItem>
        <TreeItem itemId="digital" label="Digital">
          <TreeItem itemId="ebooks" label="E-books" />
          <TreeItem itemId="audiobooks" label="Audiobooks" />
        </TreeItem>
      </SimpleTreeView>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        Selected: {selectedItem ?? 'nothing'}
      </Typography>
    </Box>
  );
}
