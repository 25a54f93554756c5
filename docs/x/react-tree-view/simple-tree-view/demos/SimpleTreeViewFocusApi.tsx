import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem2, type TreeItem2Props } from '@mui/x-tree-view/TreeItem2';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';

const TARGETS = [
  { itemId: 'budget', label: 'Budget.xlsx' },
  { itemId: 'q3-report', label: 'Q3 report.pdf' },
  { itemId: 'archive', label: 'Archive' },
];

interface GroupProps {
  in?: boolean;
  className?: string;
  role?: string;
  children?: React.ReactNode;
}

/**
 * The children of an item as a plain list. The default group of `TreeItem2` (a `Collapse` rendered as
 * a `ul`) puts two `div`s between the list and its items, which is invalid HTML.
 */
const ItemGroup = React.forwardRef<HTMLUListElement, GroupProps>(function ItemGroup(
  { in: expanded, className, role, children },
  ref,
) {
  if (!expanded) return null;
  return (
    <ul
      ref={ref}
      className={className}
      role={role}
      style={{
        margin: 0,
        padding: 0,
        paddingInlineStart: 'var(--TreeView-itemChildrenIndentation)',
      }}
    >
      {children}
    </ul>
  );
});

/** `TreeItem2` takes the same props as `TreeItem`; unlike `TreeItem` in 7.14.0, it does not copy `disabled` onto its `li` element. */
function Item(props: TreeItem2Props) {
  return <TreeItem2 {...props} slots={{ groupTransition: ItemGroup }} />;
}

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
        <Item itemId="finance" label="Finance">
          <Item itemId="budget" label="Budget.xlsx" />
          <Item itemId="invoices" label="Invoices" />
        </Item>
        <Item itemId="reports" label="Reports">
          <Item itemId="q3-report" label="Q3 report.pdf" />
        </Item>
        <Item itemId="archive" label="Archive" disabled />
      </SimpleTreeView>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        Focused item (onItemFocus): {focusedItem ?? 'none yet'}
      </Typography>
    </Box>
  );
}
