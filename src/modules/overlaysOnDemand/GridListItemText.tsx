/**
 * `@mui/material/ListItemText` as the Data Grid imports it (see plugins/overlays-on-demand): the grid draws it only in the items of its menus, which open on demand.
 */
import type RealListItemText from '@mui/material/ListItemText/ListItemText';
import type { ListItemTextProps } from '@mui/material/ListItemText/ListItemText';
import { openedOnDemand } from './openedOnDemand';

export { default as listItemTextClasses } from '@mui/material/ListItemText/listItemTextClasses';
export * from '@mui/material/ListItemText/listItemTextClasses';

const ListItemText = openedOnDemand<ListItemTextProps>(
  () => import('@mui/material/ListItemText/ListItemText'),
  () => true,
);

export default ListItemText as unknown as typeof RealListItemText;
