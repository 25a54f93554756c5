import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';
import { PROJECT_FILES } from './data/projectFiles';

export default function RichTreeViewFocusApi() {
  const apiRef = useTreeViewApiRef();
  const [focused, setFocused] = React.useState<string | null>(null);

  const focusReadme = (event: React.MouseEvent) => {
    apiRef.current?.focusItem(event, 'README.md');
  };
  // `src/pages/index.tsx` is only focusable once its parent folder is open.
  const focusHomePage = (event: React.MouseEvent) => {
    apiRef.current?.focusItem(event, 'src/pages/index.tsx');
  };

  return (
    <Box sx={{ minHeight: 340, minWidth: 260 }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1, flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined" onClick={focusReadme}>
          Focus README.md
        </Button>
        <Button size="small" variant="outlined" onClick={focusHomePage}>
          Focus pages/index.tsx
        </Button>
      </Stack>
      <RichTreeView
        aria-label="Project files, focus from the API"
        items={PROJECT_FILES}
        apiRef={apiRef}
        defaultExpandedItems={['src']}
        onItemFocus={(_event, itemId) => setFocused(itemId)}
      />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        Last focused item: {focused ?? 'none yet'}
      </Typography>
    </Box>
  );
}
