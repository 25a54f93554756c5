import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function SimpleTreeViewExpansionTrigger() {
  const [lastToggle, setLastToggle] = React.useState('nothing yet');
  const [selectedItem, setSelectedItem] = React.useState<string | null>(null);

  return (
    <Box sx={{ minHeight: 260, maxWidth: 400 }}>
      <SimpleTreeView
        aria-label="Wiki spaces"
        expansionTrigger="iconContainer"
        selectedItems={selectedItem}
        onSelectedItemsChange={(_event, itemId) => setSelectedItem(itemId)}
        onItemExpansionToggle={(_event, itemId, isExpanded) =>
          setLastToggle(`${itemId} ${isExpanded ? 'expanded' : 'collapsed'}`)
        }
      >
        <TreeItem itemId="engineering" label="Engineering">
          <TreeItem itemId="runbooks" label="Runbooks" />
          <TreeItem itemId="architecture" label="Architecture decisions" />
        </TreeItem>
        <TreeItem itemId="people" label="People">
          <TreeItem itemId="onboarding" label="Onboarding" />
          <TreeItem itemId="benefits" label="Benefits" />
        </TreeItem>
      </SimpleTreeView>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        Selected: {selectedItem ?? 'nothing'} · Last toggle: {lastToggle}
      </Typography>
    </Box>
  );
}
