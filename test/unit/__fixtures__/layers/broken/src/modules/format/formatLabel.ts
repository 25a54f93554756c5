// browser-code-runs-in-the-browser, twice: a Node built-in and build-time code.
import { readFileSync } from 'node:fs';
import { labelFromDisk } from '../../../config/format/labelFromDisk';

export type Formatter = (label: string) => string;

export const formatLabel: Formatter = (label) => `${label} ${labelFromDisk(readFileSync)}`;
