import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { applyRewrites, occurrences, rewriteEngineFile } from './engineRewrites';
import { ENGINE_FILE } from '../../src/modules/search/bundleNames';

describe('applyRewrites', () => {
  it('makes each rewrite in turn, every occurrence of it', () => {
    const rewrites = [
      { what: 'a', from: 'a()', to: 'b()', times: 2 },
      { what: 'b', from: 'b();b()', to: 'c()', times: 1 },
    ];
    expect(applyRewrites('a();a()', rewrites)).toBe('c()');
  });

  it('says what it did not find as often as expected', () => {
    expect(() => applyRewrites('a()', [{ what: 'the call', from: 'a()', to: 'b()', times: 2 }])).toThrow(
      'the call (`a()`) was expected 2 time(s) in the engine, found 1',
    );
  });
});

describe('occurrences', () => {
  it('counts the places a piece of code stands', () => {
    expect(occurrences('x.y;x.y;x', 'x.y')).toBe(2);
    expect(occurrences('x', 'y')).toBe(0);
  });
});

describe('rewriteEngineFile', () => {
  it('writes the transformed engine, and names the file when the transform fails', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'engine-rewrites-'));
    try {
      const file = path.join(dir, ENGINE_FILE);
      fs.writeFileSync(file, 'engine');
      await rewriteEngineFile(dir, (source) => source.toUpperCase());
      expect(fs.readFileSync(file, 'utf8')).toBe('ENGINE');
      await expect(
        rewriteEngineFile(dir, () => {
          throw new Error('not the shape');
        }),
      ).rejects.toThrow(`${file}: not the shape`);
      expect(fs.readFileSync(file, 'utf8')).toBe('ENGINE');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
