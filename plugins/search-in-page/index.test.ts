import fs from 'node:fs';
import path from 'node:path';
import { PAGE_SEARCH_MODULE, WORKER_SEARCH_MODULE } from '.';

describe('search-in-page plugin', () => {
  it('matches the installed search plugin module it replaces', () => {
    const file = require.resolve('@easyops-cn/docusaurus-search-local/dist/client/client/theme/searchByWorker.js');
    expect(WORKER_SEARCH_MODULE.test(file)).toBe(true);
    expect(
      WORKER_SEARCH_MODULE.test(
        path.win32.join(
          'C:',
          'n',
          '@easyops-cn',
          'docusaurus-search-local',
          'dist',
          'client',
          'client',
          'theme',
          'searchByWorker.js',
        ),
      ),
    ).toBe(true);
    expect(WORKER_SEARCH_MODULE.test(file.replace('searchByWorker', 'worker'))).toBe(false);
  });

  it('replaces it with a module that has the same exports', () => {
    const original = fs.readFileSync(
      require.resolve('@easyops-cn/docusaurus-search-local/dist/client/client/theme/searchByWorker.js'),
      'utf8',
    );
    const ours = fs.readFileSync(PAGE_SEARCH_MODULE, 'utf8');
    const exportsOf = (source: string) =>
      [...source.matchAll(/export async function (\w+)/g)].map((match) => match[1]).sort();
    expect(exportsOf(ours)).toEqual(exportsOf(original));
    expect(exportsOf(ours)).toEqual(['fetchIndexesByWorker', 'searchByWorker']);
  });
});
