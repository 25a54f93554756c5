/**
 * What the build ships, read from its files (no browser): code blocks write plain tokens as bare text
 * (src/modules/codeBlock/bareToken.ts); the client bundle names its route data by
 * the path from the site (`@site/...`), never by the machine's own path, which would lengthen the route
 * registry every page loads and make two checkouts build different bundles; and the browser's copy of
 * that registry goes without the paths, which only the server render reads (bench/README.md, "What the
 * plain page loads").
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { assertBuilt, BUILD_DIR } from '../support/site';

const SITE_DIR = path.resolve(__dirname, '../..');

function scriptsOf(localeDir: string): string[] {
  const dir = path.join(localeDir, 'assets', 'js');
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.js'))
    .map((name) => path.join(dir, name));
}

describe('build output', () => {
  // A runtime kept by the minified-assets cache once asked for every chunk under its hash before Rspack's
  // real content hash (plugins/minified-assets-cache): every client-side chunk load failed on a warm build.
  it("each locale's runtime names every chunk file by the hash it was written under", () => {
    assertBuilt();
    for (const localeDir of [BUILD_DIR, path.join(BUILD_DIR, 'zh')]) {
      const scripts = scriptsOf(localeDir).map((file) => path.basename(file));
      const runtime = scripts.find((name) => name.startsWith('runtime~main.'));
      assert.ok(runtime, `no runtime in ${localeDir}`);
      const runtimeText = fs.readFileSync(path.join(localeDir, 'assets', 'js', runtime), 'utf8');
      const chunks = scripts.filter((name) => name !== runtime && !name.startsWith('main.'));
      assert.ok(chunks.length > 500, `${chunks.length} chunks in ${localeDir}`);
      const unnamed = chunks.filter((name) => !runtimeText.includes(`"${name.split('.').at(-2)}"`));
      assert.deepEqual(unnamed, [], `chunks the runtime of ${localeDir} does not name by their hash`);
    }
  });

  it("no script of either locale holds the checkout's absolute path", () => {
    assertBuilt();
    for (const localeDir of [BUILD_DIR, path.join(BUILD_DIR, 'zh')]) {
      const leaking = scriptsOf(localeDir).filter((file) => fs.readFileSync(file, 'utf8').includes(SITE_DIR));
      assert.deepEqual(
        leaking.map((file) => path.relative(BUILD_DIR, file)),
        [],
      );
    }
  });

  it("the browser's route registry carries each route module's loader and id, not its path", () => {
    for (const localeDir of [BUILD_DIR, path.join(BUILD_DIR, 'zh')]) {
      const main = scriptsOf(localeDir).find((file) => /[\\/]main\.[0-9a-f]+\.js$/.test(file));
      assert.ok(main, `main bundle not found in ${localeDir}`);
      const code = fs.readFileSync(main, 'utf8');
      // The end of a minified entry: "<chunk>":[()=>…then(n.bind(n,<id>)),0,<id>] (plugins/client-registry-trim).
      const trimmed = code.match(/\.then\(\w+\.(?:t\.)?bind\(\w+,\d+(?:,\d+)?\)\),0,\d+\]/g) ?? [];
      assert.ok(trimmed.length > 700, `${path.relative(BUILD_DIR, main)}: ${trimmed.length} registry entries`);
      assert.deepEqual(code.match(/"@site\/[^"]*"/g) ?? [], []);
    }
  });

  it('code blocks write plain tokens as text in their line, and keep a span for every coloured token', () => {
    const html = fs.readFileSync(path.join(BUILD_DIR, 'x', 'react-data-grid.html'), 'utf8');
    assert.ok((html.match(/class="token-line/g) ?? []).length > 10, 'the Data Grid page has code lines');
    // The only plain spans left are empty lines' (prism-react-renderer gives them an inline-block style).
    const plainSpans = html.match(/<span class="token plain"[^>]*>[^<]*<\/span>/g) ?? [];
    assert.deepEqual(
      plainSpans.filter((span) => !/^<span class="token plain" style="?display:inline-block"?><\/span>$/.test(span)),
      [],
    );
    // The installation line: the command in its colour, the arguments bare, nothing lost between them.
    assert.match(
      html,
      /<span class="token function"[^>]*>npm<\/span> <span class="token function"[^>]*>install<\/span> @mui\/x-data-grid @mui\/material/,
    );
  });

  it('pages carry their head scripts minified once, and their Emotion CSS compact, without the per-page HTML minifier', () => {
    for (const page of [
      ['x', 'introduction', 'support.html'],
      ['zh', 'x', 'react-data-grid.html'],
    ]) {
      const html = fs.readFileSync(path.join(BUILD_DIR, ...page), 'utf8');
      // The early-input recorder (config/earlyInput) watches for data-has-hydrated; Terser wrote it (config/inlineScripts).
      const early = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)]
        .map((match) => match[1]!)
        .find((script) => script.includes('"data-has-hydrated"'));
      assert.ok(early, `${page.join('/')}: the early-input script`);
      assert.match(early, /^!function\(\)\{try\{/);
      assert.ok(!early.includes('\n'), `${page.join('/')}: the early-input script is on one line`);
      // Emotion's stylis ends every rule with ";}"; Lightning CSS drops that semicolon (plugins/built-pages).
      const styles = [...html.matchAll(/<style data-emotion="[^"]*">([\s\S]*?)<\/style>/g)].map((match) => match[1]!);
      assert.ok(styles.length > 3, `${page.join('/')}: Emotion's styles`);
      assert.deepEqual(
        styles.filter((css) => css.includes(';}')).map((css) => css.slice(0, 80)),
        [],
      );
    }
  });

  it("no page of either locale keeps a NUL byte of React's stream (plugins/built-pages)", () => {
    const pages = (dir: string): string[] =>
      fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
        const file = path.join(dir, entry.name);
        if (entry.isDirectory()) return entry.name === 'assets' ? [] : pages(file);
        return entry.name.endsWith('.html') ? [file] : [];
      });
    const all = pages(BUILD_DIR);
    assert.ok(all.length > 1000, `${all.length} pages`);
    assert.deepEqual(
      all
        .filter((file) => fs.readFileSync(file, 'utf8').includes('\u0000'))
        .map((file) => path.relative(BUILD_DIR, file)),
      [],
    );
  });
});
