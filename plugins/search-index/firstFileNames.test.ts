import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { applyFirstFileNames, renamedEntry } from './firstFileNames';
import { firstFiles } from '../../src/modules/search/bundleNames';

describe('renamedEntry', () => {
  const entry = {
    version: '1.6.0',
    languages: { en: { hash: 'en_8e9ec7a37c', wasm: 'en', page_count: 714 } },
    include_characters: ['_'],
  };

  it('records the names the tag gives, keeping everything else', () => {
    expect(renamedEntry(entry, 'en', firstFiles('en', 'f00d'))).toEqual({
      version: '1.6.0',
      languages: { en: { hash: 'en_f00d', wasm: 'en', page_count: 714 } },
      include_characters: ['_'],
    });
  });

  it('refuses an entry without the language', () => {
    expect(() => renamedEntry(entry, 'zh-cn', firstFiles('zh-cn', 'f00d'))).toThrow('no meta index for "zh-cn"');
  });
});

describe('applyFirstFileNames', () => {
  let dir: string;
  beforeEach(() => (dir = fs.mkdtempSync(path.join(os.tmpdir(), 'first-files-'))));
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('renames the files to what firstFiles says and removes the WebAssembly nobody fetches', async () => {
    const entry = { languages: { en: { hash: 'en_8e9e', wasm: 'en', page_count: 3 } } };
    fs.writeFileSync(path.join(dir, 'pagefind-entry.json'), JSON.stringify(entry));
    fs.writeFileSync(path.join(dir, 'pagefind.en_8e9e.pf_meta'), 'meta');
    fs.writeFileSync(path.join(dir, 'wasm.en.pagefind'), 'en');
    fs.writeFileSync(path.join(dir, 'wasm.unknown.pagefind'), 'unknown');
    await applyFirstFileNames(dir, 'en', 'beef01');
    const names = firstFiles('en', 'beef01');
    expect(fs.readdirSync(dir).sort()).toEqual([names.meta, 'pagefind-entry.json', names.wasm].sort());
    expect(fs.readFileSync(path.join(dir, names.meta), 'utf8')).toBe('meta');
    expect(fs.readFileSync(path.join(dir, names.wasm), 'utf8')).toBe('en');
  });

  it('fails when the meta index Pagefind named is missing', async () => {
    fs.writeFileSync(
      path.join(dir, 'pagefind-entry.json'),
      JSON.stringify({ languages: { en: { hash: 'en_1', wasm: 'en' } } }),
    );
    await expect(applyFirstFileNames(dir, 'en', 'beef01')).rejects.toThrow(/pagefind\.en_1\.pf_meta/);
  });
});
