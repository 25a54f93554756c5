/**
 * Where the API reference finds the packages' entry points. createApiProgram holds no decision of its
 * own (one ts.createProgram call with fixed options); extract.test.ts runs it on the installed packages.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ApiPackage } from '../../src/data/apiPackages';
import { findEntryPoints, packageDir } from './program';

const SITE = fs.mkdtempSync(path.join(os.tmpdir(), 'api-program-'));
afterAll(() => fs.rmSync(SITE, { recursive: true, force: true }));

function write(relative: string, text = ''): void {
  const full = path.join(SITE, relative);
  fs.mkdirSync(path.dirname(full), { recursive: true });
  fs.writeFileSync(full, text);
}

const GRID: ApiPackage = { name: '@mui/x-data-grid', product: 'data-grid', plan: 'community' };
const CHARTS: ApiPackage = { name: '@mui/x-charts', product: 'charts', plan: 'community' };
const MISSING: ApiPackage = { name: '@mui/x-missing', product: 'charts', plan: 'community' };

write('node_modules/@mui/x-data-grid/index.d.ts', "export * from './DataGrid';\nexport interface Root { a: 1 }");
for (const name of ['DataGrid', 'Columns']) {
  write(`node_modules/@mui/x-data-grid/${name}/package.json`, '{}');
  write(`node_modules/@mui/x-data-grid/${name}/index.d.ts`, `export interface ${name}Props { b: 2 }`);
}
write('node_modules/@mui/x-data-grid/internals/package.json', '{}');
write('node_modules/@mui/x-data-grid/internals/index.d.ts', 'export {};');
write('node_modules/@mui/x-data-grid/models/index.d.ts', 'export {};');
write('node_modules/@mui/x-data-grid/utils/package.json', '{}');
write('node_modules/@mui/x-charts/index.d.ts', 'export {};');

describe('packageDir', () => {
  it('is the folder of the package under node_modules, scope included', () => {
    expect(packageDir('/site', '@mui/x-charts')).toBe(path.join('/site', 'node_modules', '@mui', 'x-charts'));
  });
});

describe('findEntryPoints', () => {
  it('gives the root, then the public subpaths sorted; private, packageless and typeless folders left out', () => {
    const entries = findEntryPoints(SITE, [GRID, CHARTS]);
    expect(entries.map(({ specifier, isRoot, pkg }) => [specifier, isRoot, pkg.name])).toEqual([
      ['@mui/x-data-grid', true, '@mui/x-data-grid'],
      ['@mui/x-data-grid/Columns', false, '@mui/x-data-grid'],
      ['@mui/x-data-grid/DataGrid', false, '@mui/x-data-grid'],
      ['@mui/x-charts', true, '@mui/x-charts'],
    ]);
    expect(entries[1]?.file).toBe(path.join(SITE, 'node_modules', '@mui', 'x-data-grid', 'Columns', 'index.d.ts'));
  });

  it('sorts the subpaths whatever order the file system lists them in', () => {
    const readdir = fs.readdirSync;
    const spy = jest
      .spyOn(fs, 'readdirSync')
      .mockImplementation(((dir: fs.PathLike, options: { withFileTypes: true }) =>
        readdir(dir, options).reverse()) as unknown as typeof fs.readdirSync);
    try {
      expect(findEntryPoints(SITE, [GRID]).map((entry) => entry.specifier)).toEqual([
        '@mui/x-data-grid',
        '@mui/x-data-grid/Columns',
        '@mui/x-data-grid/DataGrid',
      ]);
      expect(spy).toHaveBeenCalled();
    } finally {
      spy.mockRestore();
    }
  });

  it('fails naming a package that is not installed', () => {
    expect(() => findEntryPoints(SITE, [MISSING])).toThrow(
      /api-docs: @mui\/x-missing has no index\.d\.ts in .*; is it installed\?/,
    );
  });
});
