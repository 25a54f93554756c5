import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { KeptBundle, pageKey } from './keptBundle';

describe('pageKey', () => {
  it('changes with the URL and with the content sent', () => {
    const key = pageKey('/x/a', '<main>a</main>');
    expect(pageKey('/x/b', '<main>a</main>')).not.toBe(key);
    expect(pageKey('/x/a', '<main>b</main>')).not.toBe(key);
    expect(pageKey('/x/a', '<main>a</main>')).toBe(key);
  });

  it('tells a page without an indexed body from one whose content reads "no body"', () => {
    expect(pageKey('/x/a', null)).not.toBe(pageKey('/x/a', 'no body'));
    expect(pageKey('/x/a', null)).toBe(pageKey('/x/a', null));
  });
});

describe('KeptBundle', () => {
  let root: string;
  let keptDir: string;
  let bundleDir: string;
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'kept-bundle-'));
    keptDir = path.join(root, 'cache', 'en');
    bundleDir = path.join(root, 'out', 'pagefind');
    fs.mkdirSync(path.join(bundleDir, 'index'), { recursive: true });
    fs.writeFileSync(path.join(bundleDir, 'pagefind-entry.json'), '{"version":"1.6.0"}');
    fs.writeFileSync(path.join(bundleDir, 'index', 'en_1.pf_index'), 'chunk');
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  const keys = [pageKey('/', null), pageKey('/x/a', '<main>a</main>')];

  it('has no page before anything is kept', async () => {
    const kept = await KeptBundle.open(keptDir, 'v1');
    expect(kept.hasPage(0, keys[0]!)).toBe(false);
    expect(kept.madeFrom([])).toBe(false);
  });

  it('gives back the bundle made from the same pages, in the same order, file for file', async () => {
    await (await KeptBundle.open(keptDir, 'v1')).keep(bundleDir, keys);
    const kept = await KeptBundle.open(keptDir, 'v1');
    expect(kept.hasPage(0, keys[0]!)).toBe(true);
    expect(kept.hasPage(1, keys[1]!)).toBe(true);
    expect(kept.hasPage(1, keys[0]!)).toBe(false);
    expect(kept.madeFrom(keys)).toBe(true);
    expect(kept.madeFrom([...keys].reverse())).toBe(false);
    expect(kept.madeFrom(keys.slice(0, 1))).toBe(false);
    expect(kept.madeFrom([...keys, pageKey('/x/b', null)])).toBe(false);

    const target = path.join(root, 'next', 'pagefind');
    fs.mkdirSync(target, { recursive: true });
    fs.writeFileSync(path.join(target, 'stale.pf_index'), 'old');
    await kept.copyTo(target);
    expect(fs.readdirSync(target).sort()).toEqual(['index', 'pagefind-entry.json']);
    expect(fs.readFileSync(path.join(target, 'index', 'en_1.pf_index'), 'utf8')).toBe('chunk');
  });

  it('is not used under another version of the code that makes it', async () => {
    await (await KeptBundle.open(keptDir, 'v1')).keep(bundleDir, keys);
    expect((await KeptBundle.open(keptDir, 'v2')).madeFrom(keys)).toBe(false);
  });

  it('is not used when its manifest is unreadable or was never written (an interrupted keep)', async () => {
    await (await KeptBundle.open(keptDir, 'v1')).keep(bundleDir, keys);
    fs.writeFileSync(path.join(keptDir, 'manifest.json'), '{"version":"v1","pages":');
    expect((await KeptBundle.open(keptDir, 'v1')).madeFrom(keys)).toBe(false);
    fs.writeFileSync(path.join(keptDir, 'manifest.json'), '{"version":"v1","pages":[1,2]}');
    expect((await KeptBundle.open(keptDir, 'v1')).hasPage(0, keys[0]!)).toBe(false);
    fs.rmSync(path.join(keptDir, 'manifest.json'));
    expect((await KeptBundle.open(keptDir, 'v1')).madeFrom(keys)).toBe(false);
  });

  it('replaces what was kept before, files of the old bundle included', async () => {
    await (await KeptBundle.open(keptDir, 'v1')).keep(bundleDir, keys);
    fs.rmSync(path.join(bundleDir, 'index'), { recursive: true });
    await (await KeptBundle.open(keptDir, 'v1')).keep(bundleDir, keys.slice(1));
    const kept = await KeptBundle.open(keptDir, 'v1');
    expect(kept.madeFrom(keys.slice(1))).toBe(true);
    const target = path.join(root, 'next', 'pagefind');
    await kept.copyTo(target);
    expect(fs.readdirSync(target)).toEqual(['pagefind-entry.json']);
  });
});
