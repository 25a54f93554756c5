import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import { TreeViewBaseItem } from '@mui/x-tree-view/models';

// Data-driven tree: each item needs a unique `id` and a `label`.
const PROJECT_FILES: TreeViewBaseItem[] = [
  {
    id: 'src',
    label: 'src',
    children: [
      {
        id: 'src/components',
        label: 'components',
        children: [
          { id: 'src/components/Header.tsx', label: 'Header.tsx' },
          { id: 'src/components/Sidebar.tsx', label: 'Sidebar.tsx' },
        ],
      },
      { id: 'src/App.tsx', label: 'App.tsx' },
      { id: 'src/main.tsx', label: 'main.tsx' },
    ],
  },
  {
    id: 'public',
    label: 'public',
    children: [{ id: 'public/favicon.svg', label: 'favicon.svg' }],
  },
  { id: 'package.json', label: 'package.json' },
  { id: 'tsconfig.json', label: 'tsconfig.json' },
  { id: 'README.md', label: 'README.md' },
];

export default function TreeViewOverviewDemo() {
  const [selectedFile, setSelectedFile] = React.useState<string | null>('src/App.tsx');

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={4}>
      <Box sx={{ flex: 1, minWidth: 240 }}>
        <Typography variant="subtitle2" component="p" gutterBottom>
          RichTreeView (items prop)
        </Typography>
        <RichTreeView
          aria-label="Project files"
          items={PROJECT_FILES}
          defaultExpandedItems={['src', 'src/components']}
          selectedItems={selectedFile}
          onSelectedItemsChange={(_event, itemId) => setSelectedFile(itemId)}
        />
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          Selected: {selectedFile ?? 'nothing'}
        </Typography>
      </Box>
      <Box sx={{ flex: 1, minWidth: 240 }}>
        <Typography variant="subtitle2" component="p" gutterBottom>
          SimpleTreeView (JSX children)
        </Typography>
        <SimpleTreeView
          aria-label="Reading list"
          multiSelect
          defaultExpandedItems={['frontend']}
          defaultSelectedItems={['react-docs']}
        >
          <TreeItem itemId="frontend" label="Front-end">
            <TreeItem itemId="react-docs" label="React documentation" />
            <TreeItem itemId="css-grid" label="CSS grid layout" />
          </TreeItem>
          <TreeItem itemId="backend" label="Back-end">
            <TreeItem itemId="node-streams" label="Node.js streams" />
          </TreeItem>
          <TreeItem itemId="a11y" label="WAI-ARIA tree pattern" />
        </SimpleTreeView>
      </Box>
    </Stack>
  );
}
