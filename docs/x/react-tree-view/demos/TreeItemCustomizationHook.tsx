import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import FolderIcon from '@mui/icons-material/Folder';
import FolderOpenIcon from '@mui/icons-material/FolderOpen';
import InsertDriveFileOutlinedIcon from '@mui/icons-material/InsertDriveFileOutlined';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import {
  TreeItem2Content,
  TreeItem2IconContainer,
  TreeItem2Label,
  TreeItem2Root,
} from '@mui/x-tree-view/TreeItem2';
import { TreeItem2Provider } from '@mui/x-tree-view/TreeItem2Provider';
import {
  unstable_useTreeItem2 as useTreeItem2,
  UseTreeItem2Parameters,
  UseTreeItem2GroupTransitionSlotOwnProps,
} from '@mui/x-tree-view/useTreeItem2';
import { PROJECT_FILES } from '../rich-tree-view/demos/data/projectFiles';

type GroupListProps = Pick<
  UseTreeItem2GroupTransitionSlotOwnProps,
  'in' | 'role' | 'children'
> & {
  className?: string;
};

/**
 * The group of an item's children as a bare `ul`. In 7.14.0 the default group is a Collapse that puts two
 * `div`s inside the `ul`, which is invalid HTML in the server-rendered page; this one shows or hides the
 * children without the height animation.
 */
function GroupList({ in: open, role, className, children }: GroupListProps) {
  if (!open) return null;
  return (
    <ul role={role} className={className}>
      {children}
    </ul>
  );
}

interface FileItemProps
  extends
    Omit<UseTreeItem2Parameters, 'rootRef'>,
    Omit<React.HTMLAttributes<HTMLLIElement>, 'onFocus'> {}

const FileItem = React.forwardRef(function FileItem(
  props: FileItemProps,
  ref: React.Ref<HTMLLIElement>,
) {
  const { id, itemId, label, disabled, children, ...other } = props;
  const {
    getRootProps,
    getContentProps,
    getIconContainerProps,
    getLabelProps,
    getGroupTransitionProps,
    status,
    publicAPI,
  } = useTreeItem2({ id, itemId, label, disabled, children, rootRef: ref });
  const childCount = publicAPI.getItemOrderedChildrenIds(itemId).length;

  let icon = <InsertDriveFileOutlinedIcon fontSize="small" />;
  if (status.expandable) {
    icon = status.expanded ? (
      <FolderOpenIcon fontSize="small" />
    ) : (
      <FolderIcon fontSize="small" />
    );
  }

  return (
    <TreeItem2Provider itemId={itemId}>
      <TreeItem2Root {...getRootProps(other)}>
        <TreeItem2Content {...getContentProps()}>
          <TreeItem2IconContainer
            {...getIconContainerProps()}
            sx={{ color: 'primary.main' }}
          >
            {icon}
          </TreeItem2IconContainer>
          <TreeItem2Label {...getLabelProps()} />
          {status.expandable && (
            <Typography
              component="span"
              variant="caption"
              color="text.secondary"
              sx={{ whiteSpace: 'nowrap' }}
            >
              {childCount} {childCount === 1 ? 'item' : 'items'}
            </Typography>
          )}
        </TreeItem2Content>
        {children && <GroupList {...getGroupTransitionProps()} />}
      </TreeItem2Root>
    </TreeItem2Provider>
  );
});

export default function TreeItemCustomizationHook() {
  const [focused, setFocused] = React.useState<string | null>(null);

  return (
    <Box sx={{ minHeight: 320, minWidth: 260 }}>
      <RichTreeView
        aria-label="Project files with item counts"
        items={PROJECT_FILES}
        defaultExpandedItems={['src']}
        slots={{ item: FileItem }}
        onItemFocus={(_event, itemId) => setFocused(itemId)}
      />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        Focused: {focused ?? 'nothing yet'}
      </Typography>
    </Box>
  );
}
