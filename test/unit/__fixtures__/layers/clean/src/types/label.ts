// A shared type may lean on data.
import type { NAMES } from '../data/names';

export type LabelName = (typeof NAMES)[number];
