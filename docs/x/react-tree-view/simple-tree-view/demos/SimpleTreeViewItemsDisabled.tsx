import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem2, type TreeItem2Props } from '@mui/x-tree-view/TreeItem2';

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

export default function SimpleTreeViewItemsDisabled() {
  const [focusable, setFocusable] = React.useState(false);
  const [focused, setFocused] = React.useState<string | null>(null);

  return (
    <Box sx={{ minHeight: 280, maxWidth: 380 }}>
      <FormControlLabel
        control={
          <Switch
            checked={focusable}
            onChange={(event) => setFocusable(event.target.checked)}
          />
        }
        label="disabledItemsFocusable"
      />
      <SimpleTreeView
        aria-label="Conference rooms"
        defaultExpandedItems={['floor-1', 'floor-2']}
        disabledItemsFocusable={focusable}
        onItemFocus={(_event, itemId) => setFocused(itemId)}
      >
        <Item itemId="floor-1" label="First floor">
          <Item itemId="room-atlas" label="Atlas (8 seats)" />
          <Item itemId="room-borealis" label="Borealis (under renovation)" disabled />
          <Item itemId="room-cygnus" label="Cygnus (4 seats)" />
        </Item>
        <Item itemId="floor-2" label="Second floor (closed)" disabled>
          <Item itemId="room-draco" label="Draco (12 seats)" />
        </Item>
        <Item itemId="rooftop" label="Rooftop terrace" />
      </SimpleTreeView>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        Focused: {focused ?? 'none'}
      </Typography>
    </Box>
  );
}
