/**
 * `@mui/material/LinearProgress` as the Data Grid imports it (see plugins/overlays-on-demand): the grid draws it only while its `loading` prop is set.
 */
import type RealLinearProgress from '@mui/material/LinearProgress/LinearProgress';
import type { LinearProgressProps } from '@mui/material/LinearProgress/LinearProgress';
import { openedOnDemand } from './openedOnDemand';

export { default as linearProgressClasses } from '@mui/material/LinearProgress/linearProgressClasses';
export * from '@mui/material/LinearProgress/linearProgressClasses';

const LinearProgress = openedOnDemand<LinearProgressProps>(
  () => import('@mui/material/LinearProgress/LinearProgress'),
  () => true,
);

export default LinearProgress as unknown as typeof RealLinearProgress;
