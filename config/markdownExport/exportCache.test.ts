import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MarkdownExportCache, recordedExport, type ExportFunction } from './exportCache';
import type { MarkdownExportOptions } from './mdxToMarkdown';

/** An exporter that asks about one demo and one link, as mdxToMarkdown does, and counts its runs. */
function countingExporter(): { exportPage: ExportFunction; runs: () => number } {
  let runs = 0;
  const exportPage: ExportFunction = (source, page, options) => {
    runs += 1;
    const demo = options.demoSource('./demos/One.tsx');
    const link = options.resolveUrl('./other.mdx');
    return `# ${page.title}\n${source}\n${demo ?? 'no demo'}\n${link}\n`;
  };
  return { exportPage, runs: () => runs };
}

/** What the plugin does with a cache: the kept page, or one made (here, in this thread) and kept. */
function exportThrough(
  cache: MarkdownExportCache,
  exportPage: ExportFunction,
  source: string,
  page: typeof PAGE,
  callbacks: MarkdownExportOptions,
): string {
  const kept = cache.kept(source, page, callbacks);
  if (kept !== undefined) return kept;
  const made = recordedExport(exportPage, source, page, callbacks);
  cache.keep(source, page, made);
  return made.markdown;
}

let dir: string;
let file: string;
let demos: Record<string, string>;
let linkTarget: string;

const options: MarkdownExportOptions = {
  demoSource: (demo) => demos[demo] ?? null,
  resolveUrl: (href) => `https://example.test/${linkTarget}/${href}`,
};
const PAGE = { title: 'Licensing', description: 'Which plan needs a key.', url: 'https://example.test/x/licensing' };

/** One build's export of the page, through a cache read from and saved to the file. */
function build(exporter: ReturnType<typeof countingExporter>, version = 'v1', source = 'Body'): string {
  const cache = new MarkdownExportCache(file, version);
  const markdown = exportThrough(cache, exporter.exportPage, source, PAGE, options);
  cache.save();
  return markdown;
}

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'markdown-export-cache-'));
  file = path.join(dir, 'cache', 'en.json');
  demos = { './demos/One.tsx': 'export default 1;' };
  linkTarget = 'x';
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('MarkdownExportCache', () => {
  it('gives a page back from the last build when nothing it was made from changed', () => {
    const exporter = countingExporter();
    const first = build(exporter);
    const second = build(exporter);
    expect(second).toBe(first);
    expect(exporter.runs()).toBe(1);
  });

  it('makes the page again when its source, title or address changes', () => {
    const exporter = countingExporter();
    build(exporter);
    expect(build(exporter, 'v1', 'Edited body')).toContain('Edited body');
    expect(exporter.runs()).toBe(2);
    const cache = new MarkdownExportCache(file, 'v1');
    exportThrough(cache, exporter.exportPage, 'Edited body', { ...PAGE, title: 'Licence' }, options);
    exportThrough(
      cache,
      exporter.exportPage,
      'Edited body',
      { ...PAGE, url: 'https://example.test/zh/x/licensing' },
      options,
    );
    expect(exporter.runs()).toBe(4);
    expect(cache.misses).toBe(2);
  });

  it('makes the page again when a demo it shows is edited or removed', () => {
    const exporter = countingExporter();
    build(exporter);
    demos['./demos/One.tsx'] = 'export default 2;';
    expect(build(exporter)).toContain('export default 2;');
    delete demos['./demos/One.tsx'];
    expect(build(exporter)).toContain('no demo');
    expect(exporter.runs()).toBe(3);
  });

  it('makes the page again when a link on it now resolves elsewhere', () => {
    const exporter = countingExporter();
    build(exporter);
    linkTarget = 'moved';
    expect(build(exporter)).toContain('https://example.test/moved/./other.mdx');
    expect(exporter.runs()).toBe(2);
  });

  it('makes the page again, and reports its error, when a callback that answered now throws', () => {
    const exporter = countingExporter();
    build(exporter);
    const throwing: MarkdownExportOptions = {
      ...options,
      resolveUrl: () => {
        throw new Error('Invalid URL');
      },
    };
    const cache = new MarkdownExportCache(file, 'v1');
    expect(() => exportThrough(cache, exporter.exportPage, 'Body', PAGE, throwing)).toThrow('Invalid URL');
    expect(exporter.runs()).toBe(2);
  });

  it('ignores a file of another exporter version, and a corrupt file', () => {
    const exporter = countingExporter();
    build(exporter, 'v1');
    build(exporter, 'v2');
    expect(exporter.runs()).toBe(2);
    fs.writeFileSync(file, '{"version":"v2","entr');
    expect(build(exporter, 'v2')).toContain('# Licensing');
    expect(exporter.runs()).toBe(3);
  });

  it('keeps only the pages of the last build, and the demos as hashes', () => {
    const exporter = countingExporter();
    const cache = new MarkdownExportCache(file, 'v1');
    exportThrough(cache, exporter.exportPage, 'Old page', PAGE, options);
    cache.save();
    build(exporter, 'v1', 'New page');
    const saved = fs.readFileSync(file, 'utf8');
    expect(saved).not.toContain('Old page');
    expect(saved).toContain('New page');
    expect(JSON.parse(saved).entries[Object.keys(JSON.parse(saved).entries)[0]].answers).toEqual([
      { kind: 'demo', question: './demos/One.tsx', answer: expect.stringMatching(/^[0-9a-f]{64}$/) },
      { kind: 'url', question: './other.mdx', answer: 'https://example.test/x/./other.mdx' },
    ]);
  });

  it('does not keep a page whose export failed', () => {
    const failing: ExportFunction = () => {
      throw new Error('Could not parse');
    };
    const cache = new MarkdownExportCache(file, 'v1');
    expect(() => exportThrough(cache, failing, 'Body', PAGE, options)).toThrow('Could not parse');
    cache.save();
    expect(JSON.parse(fs.readFileSync(file, 'utf8')).entries).toEqual({});
  });

  it('survives a folder it cannot write', () => {
    const blocked = path.join(dir, 'blocked');
    fs.writeFileSync(blocked, 'a file where the folder would be');
    const cache = new MarkdownExportCache(path.join(blocked, 'en.json'), 'v1');
    exportThrough(cache, countingExporter().exportPage, 'Body', PAGE, options);
    expect(() => cache.save()).not.toThrow();
  });
});

describe('MarkdownExportCache: a page made in another thread', () => {
  it('keeps what recordedExport made, and gives it back while its answers hold', () => {
    const exporter = countingExporter();
    const made = recordedExport(exporter.exportPage, 'Body', PAGE, options);
    expect(made.answers).toEqual([
      // A demo's source is kept as its hash, a link as its address.
      { kind: 'demo', question: './demos/One.tsx', answer: expect.stringMatching(/^[0-9a-f]{64}$/) },
      { kind: 'url', question: './other.mdx', answer: 'https://example.test/x/./other.mdx' },
    ]);
    const first = new MarkdownExportCache(file, 'v1');
    expect(first.kept('Body', PAGE, options)).toBeUndefined();
    first.keep('Body', PAGE, made);
    first.save();
    expect([first.hits, first.misses]).toEqual([0, 1]);

    const second = new MarkdownExportCache(file, 'v1');
    expect(second.kept('Body', PAGE, options)).toBe(made.markdown);
    expect(second.hits).toBe(1);
    demos['./demos/One.tsx'] = 'export default 2;';
    expect(new MarkdownExportCache(file, 'v1').kept('Body', PAGE, options)).toBeUndefined();
    expect(exporter.runs()).toBe(1);
  });
});
