/**
 * `@mui/material/CircularProgress` as the Data Grid imports it (see plugins/overlays-on-demand): the grid draws it only while its `loading` prop is set.
 */
import type RealCircularProgress from '@mui/material/CircularProgress/CircularProgress';
import type { CircularProgressProps } from '@mui/material/CircularProgress/CircularProgress';
import { openedOnDemand } from './openedOnDemand';

export { default as circularProgressClasses } from '@mui/material/CircularProgress/circularProgressClasses';
export * from '@mui/material/CircularProgress/circularProgressClasses';

const CircularProgress = openedOnDemand<CircularProgressProps>(
  () => import('@mui/material/CircularProgress/CircularProgress'),
  () => true,
);

export default CircularProgress as unknown as typeof RealCircularProgress;
