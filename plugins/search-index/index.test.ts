import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildSearchIndex, newBundleTag, pagefindEntry } from '.';
import { BUNDLE_TAG_PATTERN } from '../../src/modules/search/bundleNames';
import { metaIndexFile } from './metaFixture';
import { ENGINE_SOURCE } from './engineFixture';
import { NATIVE_INFLATE } from './nativeInflate';
import { READY_HELPERS } from './readyEngine';

type Pagefind = NonNullable<Parameters<typeof buildSearchIndex>[0]['pagefind']>;

/** A stand-in for Pagefind's Node API that records the pages it is given and writes an entry file. */
function fakePagefind(options: { startError?: string; pageCount?: (added: number) => number; language?: string }) {
  const added: string[] = [];
  const started = { count: 0 };
  const api = {
    createIndex: async () => {
      started.count += 1;
      if (options.startError) return { errors: [options.startError] };
      return {
        errors: [],
        index: {
          addHTMLFile: async ({ url }: { url?: string }) => {
            added.push(url ?? '');
            return { errors: [], file: { uniqueWords: 1, url: url ?? '', meta: {} } };
          },
          writeFiles: async ({ outputPath }: { outputPath: string }) => {
            fs.mkdirSync(outputPath, { recursive: true });
            const language = options.language ?? 'en';
            const entry = {
              version: '1.6.0',
              languages: {
                [language]: {
                  hash: `${language}_5e1f`,
                  wasm: language === 'en' ? 'en' : null,
                  page_count: (options.pageCount ?? ((n) => n))(added.length),
                },
              },
            };
            fs.writeFileSync(path.join(outputPath, 'pagefind-entry.json'), JSON.stringify(entry));
            fs.writeFileSync(path.join(outputPath, 'pagefind.js'), ENGINE_SOURCE);
            fs.writeFileSync(path.join(outputPath, `pagefind.${language}_5e1f.pf_meta`), metaIndexFile());
            fs.writeFileSync(path.join(outputPath, 'wasm.en.pagefind'), 'en');
            fs.writeFileSync(path.join(outputPath, 'wasm.unknown.pagefind'), 'unknown');
            return { errors: [], outputPath };
          },
        },
      };
    },
    close: async () => null,
  };
  return { api: api as unknown as Pagefind, added, started };
}

/** The stand-in, with one file of the bundle it writes then overwritten by `content`. */
function fakePagefindOverwriting(file: string, content: string): Pagefind {
  const { api } = fakePagefind({});
  const write = api.createIndex;
  (api as { createIndex: typeof write }).createIndex = async (...args) => {
    const created = await write(...args);
    const writeFiles = created.index!.writeFiles.bind(created.index);
    created.index!.writeFiles = async (options) => {
      const written = await writeFiles(options);
      fs.writeFileSync(path.join(options!.outputPath!, file), content);
      return written;
    };
    return created;
  };
  return api;
}

describe('buildSearchIndex', () => {
  let outDir: string;
  beforeEach(() => {
    outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'search-index-build-'));
    for (const file of ['index.html', 'x/introduction.html', 'zh/x/introduction.html', '404.html']) {
      fs.mkdirSync(path.dirname(path.join(outDir, file)), { recursive: true });
      fs.writeFileSync(
        path.join(outDir, file),
        '<html lang="en"><body><main data-pagefind-body>x</main></body></html>',
      );
    }
  });
  afterEach(() => fs.rmSync(outDir, { recursive: true, force: true }));

  const options = { baseUrl: '/', locale: 'en', htmlLang: 'en', otherLocales: ['zh'], tag: 'abc123' };

  it('indexes the locale’s own pages under their URLs and writes the offline list', async () => {
    const { api, added } = fakePagefind({});
    await expect(buildSearchIndex({ ...options, outDir, pagefind: api })).resolves.toEqual({ pages: 2, kept: false });
    expect(added).toEqual(['/', '/x/introduction']);
    expect(JSON.parse(fs.readFileSync(path.join(outDir, 'pagefind', 'offline.json'), 'utf8')).files).toEqual([
      'pagefind-entry.json',
      'pagefind.en_abc123.pf_meta',
      'pagefind.js',
      'portal-chunks.en_abc123.json',
      'wasm.en.pagefind',
    ]);
  });

  it('gives the meta index and WebAssembly the names the pages know from the tag, and records them in the entry', async () => {
    for (const file of ['index.html', 'x/introduction.html']) {
      fs.writeFileSync(
        path.join(outDir, file),
        '<html lang="zh-CN"><body><main data-pagefind-body>x</main></body></html>',
      );
    }
    const { api } = fakePagefind({ language: 'zh-cn' });
    await buildSearchIndex({ ...options, htmlLang: 'zh-CN', locale: 'zh', outDir, pagefind: api });
    const bundle = path.join(outDir, 'pagefind');
    expect(fs.readdirSync(bundle).sort()).toEqual([
      'offline.json',
      'pagefind-entry.json',
      'pagefind.js',
      'pagefind.zh-cn_abc123.pf_meta',
      'portal-chunks.zh-cn_abc123.json',
      'wasm.zh-cn.pagefind',
    ]);
    // The WebAssembly without a stemmer, which Pagefind names "unknown", under the language's name.
    expect(fs.readFileSync(path.join(bundle, 'wasm.zh-cn.pagefind'), 'utf8')).toBe('unknown');
    const entry = JSON.parse(fs.readFileSync(path.join(bundle, 'pagefind-entry.json'), 'utf8'));
    expect(entry.languages['zh-cn']).toEqual({ hash: 'zh-cn_abc123', wasm: 'zh-cn', page_count: 2 });
    expect(entry.version).toBe('1.6.0');
  });

  it('fails the build, naming the cause, when Pagefind does not start', async () => {
    const { api } = fakePagefind({ startError: 'binary not found' });
    await expect(buildSearchIndex({ ...options, outDir, pagefind: api })).rejects.toThrow(
      /en search index was not built: Pagefind did not start: binary not found/,
    );
  });

  it('fails the build, naming the file, when the meta index cannot be read for the chunk map', async () => {
    const api = fakePagefindOverwriting('pagefind.en_5e1f.pf_meta', 'not gzip');
    await expect(buildSearchIndex({ ...options, outDir, pagefind: api })).rejects.toThrow(
      /en search index was not built: its chunk map could not be written: .*pagefind\.en_abc123\.pf_meta/,
    );
  });

  it('gives each bundle’s engine the native inflater and a prompt readiness', async () => {
    const { api } = fakePagefind({});
    await buildSearchIndex({ ...options, outDir, pagefind: api });
    const engine = fs.readFileSync(path.join(outDir, 'pagefind', 'pagefind.js'), 'utf8');
    expect(engine.startsWith(READY_HELPERS + NATIVE_INFLATE)).toBe(true);
    expect(engine).toContain('async decompress(');
    expect(engine).toContain('await __portalReadyWait(this);');
    expect(engine).toContain('var init=async()=>{init_pagefind();await pagefind.__portalReady();};');
  });

  it('fails the build, naming the file, when the engine is not the shape the readiness expects', async () => {
    const api = fakePagefindOverwriting(
      'pagefind.js',
      ENGINE_SOURCE.replace('var init=async()=>{init_pagefind();};', ''),
    );
    await expect(buildSearchIndex({ ...options, outDir, pagefind: api })).rejects.toThrow(
      /en search index was not built: its engine could not be made to answer when ready: .*pagefind\.js: the module’s init/,
    );
  });

  it('fails the build, naming the file, when the engine is not the shape the inflater expects', async () => {
    const api = fakePagefindOverwriting('pagefind.js', 'var gz_default=gunzipSync;');
    await expect(buildSearchIndex({ ...options, outDir, pagefind: api })).rejects.toThrow(
      /en search index was not built: its engine could not be given the native inflater: .*pagefind\.js: the decompress method/,
    );
  });

  it('fails the build when no page was indexed', async () => {
    const { api } = fakePagefind({ pageCount: () => 0 });
    await expect(buildSearchIndex({ ...options, outDir, pagefind: api })).rejects.toThrow(/0 of 2 pages/);
  });

  it('fails the build when no page marks its body', async () => {
    for (const file of ['index.html', 'x/introduction.html']) {
      fs.writeFileSync(path.join(outDir, file), '<html lang="en"><body><main>x</main></body></html>');
    }
    const { api } = fakePagefind({});
    await expect(buildSearchIndex({ ...options, outDir, pagefind: api })).rejects.toThrow(
      /none of the 2 pages carries data-pagefind-body/,
    );
  });

  it('fails the build when the pages are filed under another language', async () => {
    const { api } = fakePagefind({ language: 'fr' });
    await expect(buildSearchIndex({ ...options, outDir, pagefind: api })).rejects.toThrow(/"fr" instead of "en"/);
  });
});

describe('buildSearchIndex with a kept bundle', () => {
  let root: string;
  let outDir: string;
  let keptDir: string;
  const page = (body: string, tag = 'abc123') =>
    `<html lang="en"><head><title>T</title><meta name="portal-search-bundle" content="${tag}"></head><body>${body}</body></html>`;
  const write = (file: string, html: string) => {
    fs.mkdirSync(path.dirname(path.join(outDir, file)), { recursive: true });
    fs.writeFileSync(path.join(outDir, file), html);
  };
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'search-index-kept-'));
    outDir = path.join(root, 'build');
    keptDir = path.join(root, 'cache', 'en');
    write('index.html', page('<main>home, no body mark</main>'));
    write('x/a.html', page('<main data-pagefind-body>a</main>'));
    write('x/b.html', page('<main data-pagefind-body>b</main>'));
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  const options = { baseUrl: '/', locale: 'en', htmlLang: 'en', otherLocales: ['zh'], tag: 'abc123' };
  /** A build of the output folder as it is now; its bundle is moved aside as the next build's would be replaced. */
  async function build(keptVersion = 'v1') {
    const fake = fakePagefind({});
    const result = await buildSearchIndex({ ...options, outDir, pagefind: fake.api, keptDir, keptVersion });
    const bundle = path.join(outDir, 'pagefind');
    const files = Object.fromEntries(
      fs
        .readdirSync(bundle)
        .sort()
        .map((file) => [file, fs.readFileSync(path.join(bundle, file), 'utf8')]),
    );
    fs.rmSync(bundle, { recursive: true });
    return { result, added: fake.added, started: fake.started.count, files };
  }

  it('serves the same pages from the kept bundle without starting Pagefind, its files made as Pagefind’s are', async () => {
    const first = await build();
    expect(first.result).toEqual({ pages: 3, kept: false });
    expect(first.added).toEqual(['/', '/x/a', '/x/b']);
    const second = await build();
    expect(second.result).toEqual({ pages: 3, kept: true });
    expect(second.started).toBe(0);
    expect(second.added).toEqual([]);
    // The renamed first files, the rewritten engine, the chunk map and the offline list, as from Pagefind.
    expect(second.files).toEqual(first.files);
  });

  it('keeps using it when only the build’s tag or a page without an indexed body changed', async () => {
    await build();
    write('x/a.html', page('<main data-pagefind-body>a</main>', 'def456'));
    write('index.html', page('<main>home, changed, still no body mark</main>'));
    expect((await build()).result.kept).toBe(true);
  });

  it('gives Pagefind every page, in order, when one indexed page changed, and keeps the new bundle', async () => {
    await build();
    write('x/b.html', page('<main data-pagefind-body>b, edited</main>'));
    const changed = await build();
    expect(changed.result.kept).toBe(false);
    expect(changed.started).toBe(1);
    expect(changed.added).toEqual(['/', '/x/a', '/x/b']);
    expect((await build()).result.kept).toBe(true);
  });

  it('gives Pagefind every page when a page was added or removed', async () => {
    await build();
    write('x/c.html', page('<main data-pagefind-body>c</main>'));
    expect((await build()).added).toEqual(['/', '/x/a', '/x/b', '/x/c']);
    fs.rmSync(path.join(outDir, 'x/a.html'));
    expect((await build()).added).toEqual(['/', '/x/b', '/x/c']);
  });

  it('does not use a bundle kept by another version of the code', async () => {
    await build('v1');
    expect((await build('v2')).result.kept).toBe(false);
  });

  it('does not keep a bundle the build rejects', async () => {
    write('x/a.html', page('<main>a</main>'));
    write('x/b.html', page('<main>b</main>'));
    await expect(build()).rejects.toThrow(/none of the 3 pages carries data-pagefind-body/);
    expect(fs.existsSync(path.join(keptDir, 'manifest.json'))).toBe(false);
  });
});

describe('pagefindEntry', () => {
  it('finds the installed package’s entry from the plugin’s folder up', () => {
    const entry = pagefindEntry(__dirname);
    expect(entry).toBe(path.resolve(__dirname, '../../node_modules/pagefind/lib/index.js'));
    expect(fs.existsSync(entry)).toBe(true);
  });

  it('names the missing package', () => {
    expect(() => pagefindEntry(path.parse(os.tmpdir()).root)).toThrow(/pagefind package is not installed/);
  });
});

describe('newBundleTag', () => {
  it('is a tag the pages accept, new at every build', () => {
    const tags = new Set(Array.from({ length: 20 }, () => newBundleTag()));
    expect(tags.size).toBe(20);
    for (const tag of tags) expect(BUNDLE_TAG_PATTERN.test(tag)).toBe(true);
  });
});
