// types-are-a-leaf: a shared type leans on a module.
import type { Formatter } from '../modules/format/formatLabel';

export type LabelFormatter = Formatter;
