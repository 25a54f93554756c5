import path from 'node:path';
import { API_NAME_EXCEPTIONS } from './exceptions';
import { installedNames } from './knownNames';

describe('API_NAME_EXCEPTIONS', () => {
  const { identifiers, strings } = installedNames(path.resolve(__dirname, '..', '..', '..'));

  it.each(Object.entries(API_NAME_EXCEPTIONS))(
    '%s has a reason and is not declared by the installed packages',
    (name, reason) => {
      expect(reason.trim().length).toBeGreaterThan(5);
      // A declared name needs no exception: remove it from the list.
      expect(identifiers.has(name) || strings.has(name)).toBe(false);
    },
  );
});
