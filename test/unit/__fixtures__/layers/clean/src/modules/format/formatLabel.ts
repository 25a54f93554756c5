// A module imports data and shared types.
import { LABELS } from '../../data/labels';
import type { LabelName } from '../../types/label';

export const formatLabel = (name: LabelName): string => `${name} of ${LABELS.length}`;
