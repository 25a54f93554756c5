import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { extractionKey } from './catalog';

describe('extractionKey', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-docs-key-'));
    fs.mkdirSync(path.join(dir, 'plugins/api-docs'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'package-lock.json'), '{"lockfileVersion":3}');
    fs.writeFileSync(path.join(dir, 'plugins/api-docs/extract.ts'), 'export const a = 1;');
    fs.writeFileSync(path.join(dir, 'plugins/api-docs/extract.test.ts'), 'test');
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('is stable for the same dependencies and extractor', () => {
    expect(extractionKey(dir)).toBe(extractionKey(dir));
  });

  it('changes with the lockfile and with the extractor sources, not with tests', () => {
    const key = extractionKey(dir);
    fs.writeFileSync(path.join(dir, 'plugins/api-docs/extract.test.ts'), 'another test');
    expect(extractionKey(dir)).toBe(key);
    fs.writeFileSync(path.join(dir, 'plugins/api-docs/extract.ts'), 'export const a = 2;');
    const afterSource = extractionKey(dir);
    expect(afterSource).not.toBe(key);
    fs.writeFileSync(path.join(dir, 'package-lock.json'), '{"lockfileVersion":3,"packages":{}}');
    expect(extractionKey(dir)).not.toBe(afterSource);
  });
});
