import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import {
  TreeItem2Checkbox,
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
import { Employee, ORG_CHART } from './data/orgChart';

const initials = (fullName: string) =>
  fullName
    .split(' ')
    .map((part) => part[0])
    .join('');

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

interface PersonItemProps
  extends
    Omit<UseTreeItem2Parameters, 'rootRef'>,
    Omit<React.HTMLAttributes<HTMLLIElement>, 'onFocus'> {}

const PersonItem = React.forwardRef(function PersonItem(
  props: PersonItemProps,
  ref: React.Ref<HTMLLIElement>,
) {
  const { id, itemId, label, disabled, children, ...other } = props;
  const {
    getRootProps,
    getContentProps,
    getIconContainerProps,
    getCheckboxProps,
    getLabelProps,
    getGroupTransitionProps,
    status,
    publicAPI,
  } = useTreeItem2({ id, itemId, label, disabled, children, rootRef: ref });
  // `getItem` returns the object from `items`, with every field of your own type.
  const person: Employee = publicAPI.getItem(itemId);

  return (
    <TreeItem2Provider itemId={itemId}>
      <TreeItem2Root {...getRootProps(other)}>
        <TreeItem2Content {...getContentProps()}>
          <TreeItem2IconContainer {...getIconContainerProps()}>
            <TreeItem2Icon status={status} />
          </TreeItem2IconContainer>
          <TreeItem2Checkbox {...getCheckboxProps()} />
          <Avatar
            aria-hidden
            sx={{
              width: 28,
              height: 28,
              fontSize: '0.75rem',
              // Text and background colors in pairs, readable in both color modes.
              bgcolor: status.selected ? 'primary.main' : 'grey.700',
              color: status.selected ? 'primary.contrastText' : 'common.white',
            }}
          >
            {initials(person.fullName)}
          </Avatar>
          <TreeItem2Label {...getLabelProps()}>
            {person.fullName}
            <Typography
              component="span"
              variant="body2"
              color="text.secondary"
              sx={{ display: 'block' }}
            >
              {person.jobTitle}
            </Typography>
          </TreeItem2Label>
        </TreeItem2Content>
        {children && <GroupList {...getGroupTransitionProps()} />}
      </TreeItem2Root>
    </TreeItem2Provider>
  );
});

const getItemId = (person: Employee) => person.employeeId;
const getItemLabel = (person: Employee) => person.fullName;

export default function RichTreeViewCustomizationItem() {
  const [selected, setSelected] = React.useState<string | null>('E-111');

  return (
    <Box sx={{ minHeight: 380, minWidth: 280 }}>
      <RichTreeView
        aria-label="Organization chart with avatars"
        items={ORG_CHART}
        getItemId={getItemId}
        getItemLabel={getItemLabel}
        defaultExpandedItems={['E-100', 'E-110']}
        selectedItems={selected}
        onSelectedItemsChange={(_event, itemId) => setSelected(itemId)}
        slots={{ item: PersonItem }}
      />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        Selected employee ID: {selected ?? 'none'}
      </Typography>
    </Box>
  );
}
