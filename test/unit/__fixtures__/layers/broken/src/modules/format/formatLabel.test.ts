// A unit test runs under Node: the browser rule exempts it (node:path, test/ are fine here).
// modules-below-components still holds for it.
import path from 'node:path';
import Badge from '../../components/Badge';
import { helper } from '../../../test/helper';

export const USED = [path.sep, Badge, helper];
