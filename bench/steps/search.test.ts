import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { searchBundleSize } from './search';

describe('searchBundleSize', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-search-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('reads the file count and bytes of the locale’s offline list', () => {
    fs.mkdirSync(path.join(dir, 'pagefind'));
    fs.writeFileSync(
      path.join(dir, 'pagefind', 'offline.json'),
      JSON.stringify({ files: ['pagefind.js', 'index/en_1.pf_index'], bytes: 1234 }),
    );
    expect(searchBundleSize(dir)).toEqual({ files: 2, bytes: 1234 });
  });

  it('is null without a bundle, or with a malformed list', () => {
    expect(searchBundleSize(dir)).toBeNull();
    fs.mkdirSync(path.join(dir, 'pagefind'));
    fs.writeFileSync(path.join(dir, 'pagefind', 'offline.json'), JSON.stringify({ files: 'x' }));
    expect(searchBundleSize(dir)).toBeNull();
  });
});
