import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function SimpleTreeViewItemsDisabled() {
  const [focusable, setFocusable] = React.useState(false);
  const [focused, setFocused] = React.useState<string | null>(null);

  return (
    <Box sx={{ minHeight: 280, maxWidth: 380 }}>
      <FormControlLabel
        control={<Switch checked={focusable} onChange={(event) => setFocusable(event.target.checked)} />}
        label="disabledItemsFocusable"
      />
      <SimpleTreeView
        aria-label="Conference rooms"
        defaultExpandedItems={['floor-1', 'floor-2']}
        disabledItemsFocusable={focusable}
        onItemFocus={(_event, itemId) => setFocused(itemId)}
      >
        <TreeItem itemId="floor-1" label="First floor">
          <TreeItem itemId="room-atlas" label="Atlas (8 seats)" />
          <TreeItem itemId="room-borealis" label="Borealis (under renovation)" disabled />
          <TreeItem itemId="room-cygnus" label="Cygnus (4 seats)" />
        </TreeItem>
        <TreeItem itemId="floor-2" label="Second floor (closed)" disabled>
          <TreeItem itemId="room-draco" label="Draco (12 seats)" />
        </TreeItem>
        <TreeItem itemId="rooftop" label="Rooftop terrace" />
      </SimpleTreeView>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        Focused: {focused ?? 'none'}
      </Typography>
    </Box>
  );
}
