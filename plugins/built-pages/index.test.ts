import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import builtPagesPlugin from './index';

const STYLE = '<style data-emotion="css 1">.a{ margin : 0px }</style>';
const PAGE = `<html><head><title>T</title></head><body>${STYLE}<div class="a"></div></body></html>`;
// Moved to the head, the CSS minified on the way.
const MOVED = `<html><head><title>T</title><style data-emotion="css 1">.a{margin:0}</style></head><body><div class="a"></div></body></html>`;

let outDir: string;
function write(relative: string, text: string): void {
  fs.mkdirSync(path.dirname(path.join(outDir, relative)), { recursive: true });
  fs.writeFileSync(path.join(outDir, relative), text);
}
const read = (relative: string) => fs.readFileSync(path.join(outDir, relative), 'utf8');

async function postBuild(currentLocale: string): Promise<void> {
  const context = { i18n: { locales: ['en', 'zh'], currentLocale } } as unknown as LoadContext;
  const plugin: Plugin = builtPagesPlugin(context);
  await plugin.postBuild?.({ outDir } as unknown as Parameters<NonNullable<Plugin['postBuild']>>[0]);
}

beforeEach(() => {
  outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'emotion-head-'));
});
afterEach(() => fs.rmSync(outDir, { recursive: true, force: true }));

describe('builtPagesPlugin', () => {
  it("moves the styles of every page of the locale's build, at any depth, and leaves no temporary file", async () => {
    write('index.html', PAGE);
    write('x/introduction/index.html', PAGE);
    await postBuild('en');
    expect(read('index.html')).toBe(MOVED);
    expect(read('x/introduction/index.html')).toBe(MOVED);
    expect(fs.readdirSync(outDir).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });

  it("leaves the other locales' folders inside the default build to their own build", async () => {
    write('zh/index.html', PAGE);
    write('x/index.html', PAGE);
    await postBuild('en');
    expect(read('zh/index.html')).toBe(PAGE);
    expect(read('x/index.html')).toBe(MOVED);
  });

  it("in another locale's build, skips the folders of the other locales only", async () => {
    write('zh/index.html', PAGE);
    write('en/index.html', PAGE);
    await postBuild('zh');
    expect(read('zh/index.html')).toBe(MOVED);
    expect(read('en/index.html')).toBe(PAGE);
  });

  it("drops the NUL bytes React's stream left, in the same pass", async () => {
    write(
      'api/button.html',
      `<html><head><title>T</title></head><body>${STYLE}<a aria-label="\u0000复制">\u0000\u200b</a></body></html>`,
    );
    write('api/paper.html', '<html><head></head><body><p title="\u0000\u0000段落">text</p></body></html>');
    await postBuild('en');
    expect(read('api/button.html')).toBe(
      '<html><head><title>T</title><style data-emotion="css 1">.a{margin:0}</style></head><body><a aria-label="复制">\u200b</a></body></html>',
    );
    expect(read('api/paper.html')).toBe('<html><head></head><body><p title="段落">text</p></body></html>');
  });

  it('does not touch files that are not HTML, nor pages without anything to change', async () => {
    write('assets/app.js', PAGE);
    write('plain.html', '<html><head></head><body>plain</body></html>');
    const before = fs.statSync(path.join(outDir, 'plain.html')).mtimeMs;
    await postBuild('en');
    expect(read('assets/app.js')).toBe(PAGE);
    expect(fs.statSync(path.join(outDir, 'plain.html')).mtimeMs).toBe(before);
  });
});
