/**
 * `@mui/material/Chip` as the Data Grid imports it (its `baseChip` slot, see
 * plugins/overlays-on-demand): the grid draws chips only for the values of an "is any of" filter, in
 * an Autocomplete that itself loads on demand.
 */
import type RealChip from '@mui/material/Chip/Chip';
import type { ChipProps } from '@mui/material/Chip/Chip';
import { openedOnDemand } from './openedOnDemand';

export { default as chipClasses } from '@mui/material/Chip/chipClasses';
export * from '@mui/material/Chip/chipClasses';

const Chip = openedOnDemand<ChipProps>(
  () => import('@mui/material/Chip/Chip'),
  () => true,
);

export default Chip as unknown as typeof RealChip;
