/**
 * Every built page of both locales, read from its HTML: each has a title (and each generated reference
 * page its heading), and every internal link and #anchor resolves. Then the light crawl in Chromium
 * (test/support/crawl.ts); crawl-dark.test.ts and crawl-rtl.test.ts crawl the other two looks.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import * as cheerio from 'cheerio';
import { resolveBuildFile } from '../support/staticServer';
import { assertBuilt, BUILD_DIR, builtPagePaths, isTemplatedPage } from '../support/site';
import { describeCrawl, LOOKS } from '../support/crawl';
import { parseDemoHash } from '../../src/modules/codePreferences/codePreferences';

const pages = (assertBuilt(), builtPagePaths());
/** How a demo on a page is recorded among the page's anchors (no real id looks like this). */
const demoTarget = (name: string): string => `<demo ${name}>`;
const idCache = new Map<string, Set<string>>();

function idsOf(file: string): Set<string> {
  let ids = idCache.get(file);
  if (!ids) {
    const $ = cheerio.load(fs.readFileSync(file, 'utf8'));
    ids = new Set<string>();
    $('[id]').each((_index, element) => {
      ids?.add($(element).attr('id') ?? '');
    });
    $('a[name]').each((_index, element) => {
      ids?.add($(element).attr('name') ?? '');
    });
    // A demo answers the hashes of its code (`#Name.js`, `#css-Name.tsx`): the page opens it.
    $('[data-demo]').each((_index, element) => {
      ids?.add(demoTarget($(element).attr('data-demo') ?? ''));
    });
    idCache.set(file, ids);
  }
  return ids;
}

/** Broken internal links and anchors of one built page, read from its HTML. */
function brokenLinksOf(urlPath: string): string[] {
  const file = resolveBuildFile(BUILD_DIR, urlPath);
  if (!file) return [`page file missing for ${urlPath}`];
  const $ = cheerio.load(fs.readFileSync(file, 'utf8'));
  const broken: string[] = [];
  $('a[href]').each((_index, element) => {
    const href = $(element).attr('href') ?? '';
    if (/^(https?:|mailto:|tel:|javascript:)/.test(href) || href.startsWith('//')) return;
    const target = new URL(href, `http://site${urlPath}`);
    const targetFile = resolveBuildFile(BUILD_DIR, target.pathname);
    if (!targetFile) {
      broken.push(`${href} (no page)`);
      return;
    }
    const anchor = decodeURIComponent(target.hash.slice(1));
    const demo = parseDemoHash(anchor);
    const ids = targetFile.endsWith('.html') ? idsOf(targetFile) : undefined;
    if (anchor && ids && !ids.has(anchor) && !(demo && ids.has(demoTarget(demo.demoName)))) {
      broken.push(`${href} (no #${anchor})`);
    }
  });
  return broken;
}

describe('every built page', () => {
  it('covers both locales', () => {
    assert.ok(pages.includes('/'), 'English home page');
    assert.ok(pages.includes('/zh'), 'Chinese home page');
    assert.ok(pages.filter((page) => page.startsWith('/zh/')).length > 10);
  });

  it('gives every page a title in its HTML, and every generated reference page its heading', () => {
    const problems = pages.flatMap((page) => {
      const file = resolveBuildFile(BUILD_DIR, page);
      if (!file) return [`${page}: page file missing`];
      const $ = cheerio.load(fs.readFileSync(file, 'utf8'));
      const found: string[] = [];
      if (!$('title').text().trim()) found.push(`${page}: empty title`);
      if (isTemplatedPage(page) && $('h1').length !== 1) found.push(`${page}: ${$('h1').length} h1 elements`);
      return found;
    });
    assert.deepEqual(problems, []);
  });

  it('has no broken internal link or anchor', () => {
    const problems = pages.flatMap((page) => brokenLinksOf(page).map((problem) => `${page}: ${problem}`));
    assert.deepEqual(problems, []);
  });
});

describeCrawl(LOOKS.light);
