import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { searchIndexSize } from './search';

describe('searchIndexSize', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-search-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('sums the search-index*.json files of the folder, raw and gzip', () => {
    const a = JSON.stringify({ documents: Array.from({ length: 50 }, (_, i) => ({ t: `Title ${i}` })) });
    const b = JSON.stringify({ documents: [{ t: 'X area' }] });
    fs.writeFileSync(path.join(dir, 'search-index-123.json'), a);
    fs.writeFileSync(path.join(dir, 'search-index-x-123.json'), b);
    fs.writeFileSync(path.join(dir, 'manifest.json'), '{}');
    fs.mkdirSync(path.join(dir, 'zh'));
    fs.writeFileSync(path.join(dir, 'zh', 'search-index-123.json'), a);
    expect(searchIndexSize(dir)).toEqual({
      files: ['search-index-123.json', 'search-index-x-123.json'],
      raw: Buffer.byteLength(a) + Buffer.byteLength(b),
      gzip: zlib.gzipSync(a).length + zlib.gzipSync(b).length,
    });
  });

  it('is empty for a folder without an index, or no folder at all', () => {
    expect(searchIndexSize(dir)).toEqual({ files: [], raw: 0, gzip: 0 });
    expect(searchIndexSize(path.join(dir, 'absent'))).toEqual({ files: [], raw: 0, gzip: 0 });
  });
});
