// Data imports other data and packages.
import clsx from 'clsx';
import { NAMES } from './names';

export const LABELS = NAMES.map((name) => clsx(name));
