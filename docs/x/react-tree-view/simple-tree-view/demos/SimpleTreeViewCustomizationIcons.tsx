import Box from '@mui/material/Box';
import AddBoxOutlinedIcon from '@mui/icons-material/AddBoxOutlined';
import IndeterminateCheckBoxOutlinedIcon from '@mui/icons-material/IndeterminateCheckBoxOutlined';
import ArticleOutlinedIcon from '@mui/icons-material/ArticleOutlined';
import StarIcon from '@mui/icons-material/Star';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function SimpleTreeViewCustomizationIcons() {
  return (
    <Box sx={{ minHeight: 260, maxWidth: 400 }}>
      <SimpleTreeView
        aria-label="Handbook chapters"
        defaultExpandedItems={['policies']}
        slots={{
          expandIcon: AddBoxOutlinedIcon,
          collapseIcon: IndeterminateCheckBoxOutlinedIcon,
          endIcon: ArticleOutlinedIcon,
        }}
        slotProps={{ endIcon: { color: 'action' } }}
      >
        <TreeItem itemId="policies" label="Policies">
          <TreeItem itemId="remote-work" label="Remote work" />
          <TreeItem itemId="expenses" label="Travel and expenses" />
          <TreeItem
            itemId="code-of-conduct"
            label="Code of conduct (start here)"
            slots={{ icon: StarIcon }}
            slotProps={{ icon: { color: 'warning' } }}
          />
        </TreeItem>
        <TreeItem itemId="tools" label="Tools">
          <TreeItem itemId="laptop-setup" label="Laptop setup" />
        </TreeItem>
        <TreeItem itemId="glossary" label="Glossary" />
      </SimpleTreeView>
    </Box>
  );
}
