// Its unit test runs under Node: Node built-ins and test helpers are fine.
import path from 'node:path';
import { helper } from '../../../test/helper';
import { formatLabel } from './formatLabel';

export const USED = [path.sep, helper, formatLabel('one')];
