import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function SimpleTreeViewItemsBasic() {
  const [lastClicked, setLastClicked] = React.useState<string | null>(null);

  return (
    <Box sx={{ minHeight: 240, maxWidth: 380 }}>
      <SimpleTreeView
        aria-label="Course syllabus"
        defaultExpandedItems={['week-1']}
        onItemClick={(_event, itemId) => setLastClicked(itemId)}
      >
        <TreeItem itemId="week-1" label="Week 1: Foundations">
          <TreeItem itemId="week-1-lecture" label="Lecture: What is a tree?" />
          <TreeItem itemId="week-1-lab" label="Lab: Drawing hierarchies" />
        </TreeItem>
        <TreeItem itemId="week-2" label="Week 2: Traversal">
          <TreeItem
            itemId="week-2-lecture"
            label="Lecture: Depth first and breadth first"
          />
          <TreeItem itemId="week-2-quiz" label="Quiz 1" />
        </TreeItem>
        <TreeItem itemId="final-exam" label="Final exam" />
      </SimpleTreeView>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        Last clicked itemId: {lastClicked ?? 'none yet'}
      </Typography>
    </Box>
  );
}
