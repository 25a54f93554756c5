import Box from '@mui/material/Box';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem, treeItemClasses } from '@mui/x-tree-view/TreeItem';

export default function SimpleTreeViewCustomizationStyling() {
  return (
    <Box sx={{ minHeight: 260, maxWidth: 400 }}>
      <SimpleTreeView
        aria-label="Release notes"
        defaultExpandedItems={['v2']}
        defaultSelectedItems="v2-1"
        itemChildrenIndentation={24}
        sx={{
          [`& .${treeItemClasses.content}`]: {
            borderRadius: 0,
            borderLeft: '3px solid transparent',
          },
          [`& .${treeItemClasses.content}.${treeItemClasses.selected}`]: {
            borderLeftColor: 'primary.main',
          },
          [`& .${treeItemClasses.label}`]: {
            fontSize: '0.9rem',
          },
          [`& .${treeItemClasses.groupTransition}`]: {
            borderLeft: '1px dashed',
            borderColor: 'divider',
            marginLeft: '15px',
          },
        }}
      >
        <TreeItem itemId="v2" label="Version 2">
          <TreeItem itemId="v2-1" label="2.1: Dark theme" />
          <TreeItem itemId="v2-0" label="2.0: New editor" />
        </TreeItem>
        <TreeItem itemId="v1" label="Version 1">
          <TreeItem itemId="v1-1" label="1.1: Keyboard shortcuts" />
          <TreeItem itemId="v1-0" label="1.0: First release" />
        </TreeItem>
        <TreeItem
          itemId="roadmap"
          label="Roadmap"
          sx={{ [`& .${treeItemClasses.label}`]: { fontStyle: 'italic' } }}
        />
      </SimpleTreeView>
    </Box>
  );
}
