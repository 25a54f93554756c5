import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

/** A row as a database or an API returns it: flat, each one naming its parent. */
interface CategoryRow {
  id: string;
  name: string;
  parentId: string | null;
  productCount: number;
}

const CATEGORY_ROWS: CategoryRow[] = [
  { id: 'books', name: 'Books', parentId: null, productCount: 0 },
  { id: 'fiction', name: 'Fiction', parentId: 'books', productCount: 412 },
  { id: 'crime', name: 'Crime', parentId: 'fiction', productCount: 97 },
  {
    id: 'science-fiction',
    name: 'Science fiction',
    parentId: 'fiction',
    productCount: 154,
  },
  { id: 'nonfiction', name: 'Non-fiction', parentId: 'books', productCount: 268 },
  { id: 'music', name: 'Music', parentId: null, productCount: 0 },
  { id: 'vinyl', name: 'Vinyl records', parentId: 'music', productCount: 1203 },
  { id: 'cds', name: 'CDs', parentId: 'music', productCount: 846 },
];

const countFormatter = new Intl.NumberFormat('en-US');

/** Nests the flat rows under their parents, keeping the order of the rows. */
function buildTree(rows: readonly CategoryRow[]): TreeViewBaseItem[] {
  const byId = new Map<string, TreeViewBaseItem>();
  for (const row of rows) {
    const suffix =
      row.productCount > 0 ? ` (${countFormatter.format(row.productCount)})` : '';
    byId.set(row.id, { id: row.id, label: `${row.name}${suffix}` });
  }
  const roots: TreeViewBaseItem[] = [];
  for (const row of rows) {
    const item = byId.get(row.id)!;
    const parent = row.parentId === null ? undefined : byId.get(row.parentId);
    if (parent) {
      parent.children = [...(parent.children ?? []), item];
    } else {
      roots.push(item);
    }
  }
  return roots;
}

export default function RichTreeViewItemsFromData() {
  // Build the tree once per data change, not on every render: a new array resets the tree's item state.
  const items = React.useMemo(() => buildTree(CATEGORY_ROWS), []);

  return (
    <Box sx={{ minHeight: 260, minWidth: 260 }}>
      <RichTreeView
        aria-label="Shop categories"
        items={items}
        defaultExpandedItems={['books', 'fiction']}
      />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {CATEGORY_ROWS.length} rows, {items.length} top-level categories
      </Typography>
    </Box>
  );
}
