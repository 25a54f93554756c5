import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { PROJECT_FILES } from './data/projectFiles';

export default function RichTreeViewSelectionSingle() {
  const [selected, setSelected] = React.useState<string | null>('src/App.tsx');

  return (
    <Box sx={{ minHeight: 300, minWidth: 260 }}>
      <RichTreeView
        aria-label="Project files, single selection"
        items={PROJECT_FILES}
        defaultExpandedItems={['src']}
        selectedItems={selected}
        onSelectedItemsChange={(_event, itemId) => setSelected(itemId)}
      />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        Selected: {selected ?? 'nothing'}
      </Typography>
    </Box>
  );
}
