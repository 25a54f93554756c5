import * as React from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import {
  TreeItem2Content,
  TreeItem2IconContainer,
  TreeItem2Label,
  TreeItem2Root,
} from '@mui/x-tree-view/TreeItem2';
import { TreeItem2Icon } from '@mui/x-tree-view/TreeItem2Icon';
import { TreeItem2Provider } from '@mui/x-tree-view/TreeItem2Provider';
import {
  unstable_useTreeItem2 as useTreeItem2,
  UseTreeItem2Parameters,
  UseTreeItem2GroupTransitionSlotOwnProps,
} from '@mui/x-tree-view/useTreeItem2';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';
import { COURSE_OUTLINE } from './data/courseOutline';

type Direction = 'up' | 'down';

/** Returns a copy of the items where `itemId` swapped places with its previous or next sibling. */
function moveItem(
  items: TreeViewBaseItem[],
  itemId: string,
  direction: Direction,
): TreeViewBaseItem[] {
  const index = items.findIndex((item) => item.id === itemId);
  if (index === -1) {
    return items.map((item) =>
      item.children
        ? { ...item, children: moveItem(item.children, itemId, direction) }
        : item,
    );
  }
  const target = direction === 'up' ? index - 1 : index + 1;
  if (target < 0 || target >= items.length) return items;
  const moved = [...items];
  [moved[index], moved[target]] = [moved[target], moved[index]];
  return moved;
}

/** The tree's items move through this callback, which the demo passes down through a context. */
const MoveContext = React.createContext<(itemId: string, direction: Direction) => void>(
  () => {},
);

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

interface MovableItemProps
  extends
    Omit<UseTreeItem2Parameters, 'rootRef'>,
    Omit<React.HTMLAttributes<HTMLLIElement>, 'onFocus'> {}

const MovableItem = React.forwardRef(function MovableItem(
  props: MovableItemProps,
  ref: React.Ref<HTMLLIElement>,
) {
  const { id, itemId, label, disabled, children, ...other } = props;
  const move = React.useContext(MoveContext);
  const {
    getRootProps,
    getContentProps,
    getIconContainerProps,
    getLabelProps,
    getGroupTransitionProps,
    status,
  } = useTreeItem2({ id, itemId, label, disabled, children, rootRef: ref });

  // Alt + arrow keys move the focused item; the tree ignores key presses made with Alt.
  const handleKeyDown = (event: React.KeyboardEvent<HTMLLIElement>) => {
    if (
      event.altKey &&
      (event.key === 'ArrowUp' || event.key === 'ArrowDown') &&
      event.target === event.currentTarget
    ) {
      event.preventDefault();
      move(itemId, event.key === 'ArrowUp' ? 'up' : 'down');
    }
  };
  const handleButtonClick = (direction: Direction) => (event: React.MouseEvent) => {
    event.stopPropagation(); // a click on the button should not select or expand the item
    move(itemId, direction);
  };

  return (
    <TreeItem2Provider itemId={itemId}>
      <TreeItem2Root {...getRootProps({ ...other, onKeyDown: handleKeyDown })}>
        <TreeItem2Content {...getContentProps()}>
          <TreeItem2IconContainer {...getIconContainerProps()}>
            <TreeItem2Icon status={status} />
          </TreeItem2IconContainer>
          <TreeItem2Label {...getLabelProps()} />
          <IconButton
            size="small"
            tabIndex={-1}
            aria-label={`Move ${label} up`}
            onClick={handleButtonClick('up')}
          >
            <ArrowUpwardIcon fontSize="inherit" />
          </IconButton>
          <IconButton
            size="small"
            tabIndex={-1}
            aria-label={`Move ${label} down`}
            onClick={handleButtonClick('down')}
          >
            <ArrowDownwardIcon fontSize="inherit" />
          </IconButton>
        </TreeItem2Content>
        {children && <GroupList {...getGroupTransitionProps()} />}
      </TreeItem2Root>
    </TreeItem2Provider>
  );
});

export default function RichTreeViewOrderingMoveButtons() {
  const [items, setItems] = React.useState(COURSE_OUTLINE);
  const [lastMove, setLastMove] = React.useState('none yet');

  const move = React.useCallback((itemId: string, direction: Direction) => {
    setItems((previous) => moveItem(previous, itemId, direction));
    setLastMove(`${itemId} ${direction}`);
  }, []);

  const order = items.flatMap((item) => [
    item.id,
    ...(item.children ?? []).map((child) => child.id),
  ]);

  return (
    <Box sx={{ minHeight: 360, minWidth: 280 }}>
      <MoveContext.Provider value={move}>
        <RichTreeView
          aria-label="Course outline"
          items={items}
          defaultExpandedItems={['module-basics', 'module-components']}
          slots={{ item: MovableItem }}
        />
      </MoveContext.Provider>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        Last move: {lastMove}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Order: {order.join(', ')}
      </Typography>
    </Box>
  );
}
