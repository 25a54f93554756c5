import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';

export default function SimpleTreeViewExpansionControlled() {
  const apiRef = useTreeViewApiRef();
  const [expandedItems, setExpandedItems] = React.useState<string[]>(['europe']);

  /** Walks the registered items through the API and keeps those that have children. */
  const expandAll = () => {
    const api = apiRef.current;
    if (!api) return;
    const parents: string[] = [];
    const visit = (parentId: string | null) => {
      for (const childId of api.getItemOrderedChildrenIds(parentId)) {
        if (api.getItemOrderedChildrenIds(childId).length > 0) {
          parents.push(childId);
          visit(childId);
        }
      }
    };
    visit(null);
    setExpandedItems(parents);
  };

  return (
    <Box sx={{ minHeight: 340, maxWidth: 400 }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button size="small" variant="outlined" onClick={expandAll}>
          Expand all
        </Button>
        <Button size="small" variant="outlined" onClick={() => setExpandedItems([])}>
          Collapse all
        </Button>
      </Stack>
      <SimpleTreeView
        aria-label="Sales regions"
        apiRef={apiRef}
        expandedItems={expandedItems}
        onExpandedItemsChange={(_event, itemIds) => setExpandedItems(itemIds)}
      >
        <TreeItem itemId="europe" label="Europe">
          <TreeItem itemId="nordics" label="Nordics">
            <TreeItem itemId="oslo" label="Oslo office" />
            <TreeItem itemId="stockholm" label="Stockholm office" />
          </TreeItem>
          <TreeItem itemId="lisbon" label="Lisbon office" />
        </TreeItem>
        <TreeItem itemId="americas" label="Americas">
          <TreeItem itemId="toronto" label="Toronto office" />
          <TreeItem itemId="sao-paulo" label="São Paulo office" />
        </TreeItem>
        <TreeItem itemId="asia-pacific" label="Asia-Pacific">
          <TreeItem itemId="singapore" label="Singapore office" />
        </TreeItem>
      </SimpleTreeView>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        Expanded: {expandedItems.length > 0 ? expandedItems.join(', ') : 'nothing'}
      </Typography>
    </Box>
  );
}
