// data-is-a-leaf: data imports a module.
import { formatLabel } from '../modules/format/formatLabel';

export const LABELS = [formatLabel('one')];
