// Build-time code runs in Node and may use browser code's pure parts.
import fs from 'node:fs';
import { formatLabel } from '../../src/modules/format/formatLabel';

export const readLabels = (file: string): string[] =>
  fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .map(() => formatLabel('one'));
