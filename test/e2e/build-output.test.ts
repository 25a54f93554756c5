/**
 * What the build ships, read from its files (no browser): the client bundle names its route data by
 * the path from the site (`@site/...`), never by the machine's own path, which would lengthen the route
 * registry every page loads and make two checkouts build different bundles (bench/README.md, "What
 * the plain page loads").
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

  it('the route registry names API page data from the site', () => {
    const main = scriptsOf(BUILD_DIR).find((file) => /\/main\.[0-9a-f]+\.js$/.test(file));
    assert.ok(main, 'main bundle not found');
    assert.match(fs.readFileSync(main, 'utf8'), /"@site\/\.docusaurus\/portal-api-docs\/[^"]+\.json"/);
  });
});
