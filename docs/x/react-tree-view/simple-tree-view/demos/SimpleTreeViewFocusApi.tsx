import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';

const TARGETS = [
  { itemId: 'budget', label: 'Budget.xlsx' },
  { itemId: 'q3-report', label: 'Q3 report.pdf' },
  { itemId: 'archive', label: 'Archive' },
];

export default function SimpleTreeViewFocusApi() {
  const apiRef = useTreeViewApiRef();
  const [focusedItem, setFocusedItem] = React.useState<string | null>(null);

  return (
    <Box sx={{ minHeight: 300, maxWidth: 420 }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 1, flexWrap: 'wrap' }}>
        {TARGETS.map((target) => (
          <Button
            key={target.itemId}
            size="small"
            variant="outlined"
            onClick={(event) => apiRef.current?.focusItem(event, target.itemId)}
          >
            Focus {target.label}
          </Button>
        ))}
      </Stack>
      <SimpleTreeView
        aria-label="Shared drive"
        apiRef={apiRef}
        defaultExpandedItems={['finance']}
        onItemFocus={(_event, itemId) => setFocusedItem(itemId)}
      >
        <TreeItem itemId="finance" label="Finance">
          <TreeItem itemId="budget" label="Budget.xlsx" />
          <TreeItem itemId="invoices" label="Invoices" />
        </TreeItem>
        <TreeItem itemId="reports" label="Reports">
          <TreeItem itemId="q3-report" label="Q3 report.pdf" />
        </TreeItem>
        <TreeItem itemId="archive" label="Archive" disabled />
      </SimpleTreeView>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        Focused item (onItemFocus): {focusedItem ?? 'none yet'}
      </Typography>
    </Box>
  );
}
