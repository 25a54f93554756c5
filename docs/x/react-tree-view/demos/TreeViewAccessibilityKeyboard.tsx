import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

/** Every item in the order the tree shows it, so that the readouts follow the tree, not the order of the keys. */
const TREE_ORDER = [
  'fruit-trees',
  'apple',
  'cherry',
  'pear',
  'herbs',
  'basil',
  'mint',
  'thyme',
  'vegetables',
  'carrots',
  'leeks',
  'tomatoes',
];
const inTreeOrder = (itemIds: readonly string[]) =>
  TREE_ORDER.filter((itemId) => itemIds.includes(itemId));

export default function TreeViewAccessibilityKeyboard() {
  const labelId = React.useId();
  const [focusedItem, setFocusedItem] = React.useState<string | null>(null);
  const [selectedItems, setSelectedItems] = React.useState<string[]>([]);
  const [expandedItems, setExpandedItems] = React.useState<string[]>([]);
  const list = (itemIds: readonly string[]) =>
    itemIds.length > 0 ? inTreeOrder(itemIds).join(', ') : 'none';

  return (
    <Box sx={{ minHeight: 420, maxWidth: 420 }}>
      <Typography id={labelId} variant="subtitle2" component="p" gutterBottom>
        Garden plan
      </Typography>
      <SimpleTreeView
        aria-labelledby={labelId}
        multiSelect
        selectedItems={selectedItems}
        onSelectedItemsChange={(_event, itemIds) => setSelectedItems(itemIds)}
        expandedItems={expandedItems}
        onExpandedItemsChange={(_event, itemIds) => setExpandedItems(itemIds)}
        onItemFocus={(_event, itemId) => setFocusedItem(itemId)}
      >
        <TreeItem itemId="fruit-trees" label="Fruit trees">
          <TreeItem itemId="apple" label="Apple" />
          <TreeItem itemId="cherry" label="Cherry" />
          <TreeItem itemId="pear" label="Pear" />
        </TreeItem>
        <TreeItem itemId="herbs" label="Herbs">
          <TreeItem itemId="basil" label="Basil" />
          <TreeItem itemId="mint" label="Mint" />
          <TreeItem itemId="thyme" label="Thyme" />
        </TreeItem>
        <TreeItem itemId="vegetables" label="Vegetables">
          <TreeItem itemId="carrots" label="Carrots" />
          <TreeItem itemId="leeks" label="Leeks" />
          <TreeItem itemId="tomatoes" label="Tomatoes" />
        </TreeItem>
      </SimpleTreeView>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        Focused: {focusedItem ?? 'none'}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Expanded: {list(expandedItems)}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Selected: {list(selectedItems)}
      </Typography>
    </Box>
  );
}
