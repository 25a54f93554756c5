import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { PROJECT_FILES } from './data/projectFiles';

export default function RichTreeViewItemsBasic() {
  const [clicked, setClicked] = React.useState<string | null>(null);

  return (
    <Box sx={{ minHeight: 280, minWidth: 260 }}>
      <RichTreeView
        aria-label="Project files"
        items={PROJECT_FILES}
        defaultExpandedItems={['src', 'src/components']}
        onItemClick={(_event, itemId) => setClicked(itemId)}
      />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        Last clicked: {clicked ?? 'nothing yet'}
      </Typography>
    </Box>
  );
}
