import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { writeFileWhole, writeFileWholeSync } from './writeFileWhole';

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'write-whole-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('writeFileWhole', () => {
  it('replaces the file with the new content and leaves no temporary file', async () => {
    const file = path.join(dir, 'page.html');
    fs.writeFileSync(file, 'old');
    await writeFileWhole(file, 'new');
    expect(fs.readFileSync(file, 'utf8')).toBe('new');
    await writeFileWhole(path.join(dir, 'asset.js'), Buffer.from('bytes'));
    expect(fs.readFileSync(path.join(dir, 'asset.js'), 'utf8')).toBe('bytes');
    expect(fs.readdirSync(dir).sort()).toEqual(['asset.js', 'page.html']);
  });

  it('does the same synchronously', () => {
    const file = path.join(dir, 'model.json');
    writeFileWholeSync(file, '{}');
    expect(fs.readFileSync(file, 'utf8')).toBe('{}');
    expect(fs.readdirSync(dir)).toEqual(['model.json']);
  });
});
