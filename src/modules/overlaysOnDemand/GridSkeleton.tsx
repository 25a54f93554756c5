/**
 * `@mui/material/Skeleton` as the Data Grid imports it (see plugins/overlays-on-demand): the grid draws it only in the cells of its skeleton loading overlay.
 */
import type RealSkeleton from '@mui/material/Skeleton/Skeleton';
import type { SkeletonProps } from '@mui/material/Skeleton/Skeleton';
import { openedOnDemand } from './openedOnDemand';

export { default as skeletonClasses } from '@mui/material/Skeleton/skeletonClasses';
export * from '@mui/material/Skeleton/skeletonClasses';

const Skeleton = openedOnDemand<SkeletonProps>(
  () => import('@mui/material/Skeleton/Skeleton'),
  () => true,
);

export default Skeleton as unknown as typeof RealSkeleton;
