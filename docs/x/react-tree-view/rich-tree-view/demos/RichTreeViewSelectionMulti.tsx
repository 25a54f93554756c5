import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { PROJECT_FILES } from './data/projectFiles';

export default function RichTreeViewSelectionMulti() {
  const [selected, setSelected] = React.useState<string[]>(['src/components/Header.tsx']);

  return (
    <Box sx={{ minHeight: 300, minWidth: 260 }}>
      <RichTreeView
        aria-label="Project files, multiple selection"
        items={PROJECT_FILES}
        multiSelect
        defaultExpandedItems={['src', 'src/components']}
        selectedItems={selected}
        onSelectedItemsChange={(_event, itemIds) => setSelected(itemIds)}
      />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        Selected ({selected.length}):{' '}
        {selected.length > 0 ? selected.join(', ') : 'nothing'}
      </Typography>
    </Box>
  );
}
