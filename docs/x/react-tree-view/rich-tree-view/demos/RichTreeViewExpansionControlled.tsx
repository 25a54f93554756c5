import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';
import { PROJECT_FILES } from './data/projectFiles';

/** The IDs of every item that has children, at any depth. */
function getParentIds(items: readonly TreeViewBaseItem[]): string[] {
  return items.flatMap((item) =>
    item.children && item.children.length > 0
      ? [item.id, ...getParentIds(item.children)]
      : [],
  );
}

const ALL_PARENTS = getParentIds(PROJECT_FILES);

export default function RichTreeViewExpansionControlled() {
  const [expanded, setExpanded] = React.useState<string[]>(['src']);

  return (
    <Box sx={{ minHeight: 420, minWidth: 260 }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button
          size="small"
          variant="outlined"
          onClick={() => setExpanded(ALL_PARENTS)}
          disabled={expanded.length === ALL_PARENTS.length}
        >
          Expand all
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => setExpanded([])}
          disabled={expanded.length === 0}
        >
          Collapse all
        </Button>
      </Stack>
      <RichTreeView
        aria-label="Project files, controlled expansion"
        items={PROJECT_FILES}
        expandedItems={expanded}
        onExpandedItemsChange={(_event, itemIds) => setExpanded(itemIds)}
      />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        Expanded: {expanded.length > 0 ? expanded.join(', ') : 'nothing'}
      </Typography>
    </Box>
  );
}
