/**
 * `@mui/material/FormControlLabel` as the Data Grid imports it (see plugins/overlays-on-demand): the
 * grid labels with it only the column switches of its columns panel, which opens on demand.
 */
import type RealFormControlLabel from '@mui/material/FormControlLabel/FormControlLabel';
import type { FormControlLabelProps } from '@mui/material/FormControlLabel/FormControlLabel';
import { openedOnDemand } from './openedOnDemand';

export { default as formControlLabelClasses } from '@mui/material/FormControlLabel/formControlLabelClasses';
export * from '@mui/material/FormControlLabel/formControlLabelClasses';

const FormControlLabel = openedOnDemand<FormControlLabelProps>(
  () => import('@mui/material/FormControlLabel/FormControlLabel'),
  () => true,
);

export default FormControlLabel as unknown as typeof RealFormControlLabel;
