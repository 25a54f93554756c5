import Box from '@mui/material/Box';
import FolderIcon from '@mui/icons-material/Folder';
import FolderOpenIcon from '@mui/icons-material/FolderOpen';
import InsertDriveFileOutlinedIcon from '@mui/icons-material/InsertDriveFileOutlined';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { PROJECT_FILES } from './data/projectFiles';

export default function RichTreeViewCustomizationIcons() {
  return (
    <Box sx={{ minHeight: 300, minWidth: 260 }}>
      <RichTreeView
        aria-label="Project files with folder icons"
        items={PROJECT_FILES}
        defaultExpandedItems={['src']}
        slots={{
          expandIcon: FolderIcon,
          collapseIcon: FolderOpenIcon,
          endIcon: InsertDriveFileOutlinedIcon,
        }}
        // Called once per item with its ID and label: here, a tooltip with the full path.
        slotProps={{ item: ({ itemId }) => ({ title: itemId }) }}
        sx={{ '& .MuiTreeItem-iconContainer svg': { color: 'primary.main' } }}
      />
    </Box>
  );
}
