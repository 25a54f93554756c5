/** `@mui/material/Popper`, loaded on first opening (see plugins/overlays-on-demand). */
import type RealPopper from '@mui/material/Popper/Popper';
import type { PopperProps } from '@mui/material/Popper/Popper';
import { openedOnDemand, openOrKeptMounted } from './openedOnDemand';

export * from '@mui/material/Popper/popperClasses';

const Popper = openedOnDemand<PopperProps>(() => import('@mui/material/Popper/Popper'), openOrKeptMounted);

export default Popper as unknown as typeof RealPopper;
