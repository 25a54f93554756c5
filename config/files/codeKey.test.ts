import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { codeKey } from './codeKey';

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'code-key-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('codeKey', () => {
  it('changes with the lockfile and with the sources', () => {
    const source = path.join(dir, 'exporter.ts');
    fs.writeFileSync(path.join(dir, 'package-lock.json'), '{"lockfileVersion":3}');
    fs.writeFileSync(source, 'export const a = 1;');
    const first = codeKey(dir, [source]);
    expect(codeKey(dir, [source])).toBe(first);
    fs.writeFileSync(source, 'export const a = 2;');
    const second = codeKey(dir, [source]);
    expect(second).not.toBe(first);
    fs.writeFileSync(path.join(dir, 'package-lock.json'), '{"lockfileVersion":3,"packages":{}}');
    expect(codeKey(dir, [source])).not.toBe(second);
  });
});
