/**
 * `@mui/material/ListItemIcon` as the Data Grid imports it (see plugins/overlays-on-demand): the grid draws it only in the items of its menus, which open on demand.
 */
import type RealListItemIcon from '@mui/material/ListItemIcon/ListItemIcon';
import type { ListItemIconProps } from '@mui/material/ListItemIcon/ListItemIcon';
import { openedOnDemand } from './openedOnDemand';

export { default as listItemIconClasses } from '@mui/material/ListItemIcon/listItemIconClasses';
export * from '@mui/material/ListItemIcon/listItemIconClasses';

const ListItemIcon = openedOnDemand<ListItemIconProps>(
  () => import('@mui/material/ListItemIcon/ListItemIcon'),
  () => true,
);

export default ListItemIcon as unknown as typeof RealListItemIcon;
