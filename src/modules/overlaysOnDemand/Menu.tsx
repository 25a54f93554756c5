/** `@mui/material/Menu`, loaded on first opening (see plugins/overlays-on-demand). */
import type RealMenu from '@mui/material/Menu/Menu';
import type { MenuProps } from '@mui/material/Menu/Menu';
import { openedOnDemand, openOrKeptMounted } from './openedOnDemand';

export { default as menuClasses } from '@mui/material/Menu/menuClasses';
export * from '@mui/material/Menu/menuClasses';

const Menu = openedOnDemand<MenuProps>(() => import('@mui/material/Menu/Menu'), openOrKeptMounted);

export default Menu as unknown as typeof RealMenu;
