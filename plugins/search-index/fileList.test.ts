import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isOfflineFile, OFFLINE_LIST_FILE, writeBundleFileList } from './fileList';

describe('isOfflineFile', () => {
  it('keeps the engine, its WebAssembly, the entry, meta, chunk map, index chunks, fragments, filters and the highlighter', () => {
    for (const file of [
      'pagefind.js',
      'pagefind-entry.json',
      'portal-chunks.zh-cn_0a1b2c.json',
      'pagefind-highlight.js',
      'wasm.en.pagefind',
      'wasm.unknown.pagefind',
      'pagefind.zh-cn_3d85248e50682.pf_meta',
      'index/en_04a9c34.pf_index',
      'fragment/en_07ddd1f.pf_fragment',
      'filter/en_1a2b3c.pf_filter',
    ]) {
      expect([file, isOfflineFile(file)]).toEqual([file, true]);
    }
  });

  it('leaves out the prebuilt UIs, the web worker, the playground and the list itself', () => {
    for (const file of [
      'pagefind-ui.js',
      'pagefind-ui.css',
      'pagefind-component-ui.js',
      'pagefind-modular-ui.js',
      'pagefind-worker.js',
      'playground/index.html',
      OFFLINE_LIST_FILE,
    ]) {
      expect([file, isOfflineFile(file)]).toEqual([file, false]);
    }
  });
});

describe('writeBundleFileList', () => {
  it('writes the offline files with their total size', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'search-index-'));
    try {
      fs.mkdirSync(path.join(dir, 'index'));
      fs.writeFileSync(path.join(dir, 'pagefind.js'), 'abc');
      fs.writeFileSync(path.join(dir, 'pagefind-ui.js'), 'ignored');
      fs.writeFileSync(path.join(dir, 'index', 'en_1.pf_index'), '12345');
      const list = await writeBundleFileList(dir);
      expect(list).toEqual({ files: ['index/en_1.pf_index', 'pagefind.js'], bytes: 8 });
      expect(JSON.parse(fs.readFileSync(path.join(dir, OFFLINE_LIST_FILE), 'utf8'))).toEqual(list);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
