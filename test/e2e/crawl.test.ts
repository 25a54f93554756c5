/**
 * Every built page of both locales, read from its HTML: each has a title (and each generated reference
 * page its heading), every internal link and #anchor resolves, and every navigation entry with a page
 * is a link in the rendered sidebar. Then the light crawl in Chromium (test/support/crawl.ts);
 * crawl-light-2 and -3 the rest of the light look, crawl-dark-rtl.test.ts and crawl-phone.test.ts the other two looks.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import * as cheerio from 'cheerio';
import { resolveBuildFile } from '../support/staticServer';
import { assertBuilt, BUILD_DIR, builtPagePaths, isTemplatedPage } from '../support/site';
import { describeCrawl, lightPart } from '../support/crawl';
import { parseDemoHash } from '../../src/modules/codePreferences/codePreferences';
import { AREAS, hasPage, navigationOf, sidebarFor } from '../../config/navigation/areas';
import { findDocId } from '../../config/navigation/docFiles';
import { allPathnames } from '../../config/navigation/tree';
import { firstDocPathname, renderedSidebarLinks } from '../support/sidebarCoverage';

const pages = (assertBuilt(), builtPagePaths());
/** How a demo on a page is recorded among the page's anchors (no real id looks like this). */
const demoTarget = (name: string): string => `<demo ${name}>`;

/** What the checks read of a built page, from one parse of its HTML. */
interface PageFacts {
  title: string;
  headings: number;
  hrefs: string[];
  /** Its ids and `a[name]`s, and its demos as `demoTarget`s. */
  ids: Set<string>;
}
const factsCache = new Map<string, PageFacts>();

/**
 * The facts of one built file, parsed once for every check (titles, links, the anchors other pages
 * link to) with htmlparser2, not cheerio's default parse5: over the 1,455 pages a pass took 6.7 s
 * against 25 s, and the checks used to parse each page two or three times (53 s of CI).
 */
function factsOf(file: string): PageFacts {
  let facts = factsCache.get(file);
  if (!facts) {
    const $ = cheerio.load(fs.readFileSync(file, 'utf8'), { xml: { xmlMode: false, decodeEntities: true } });
    const ids = new Set<string>();
    $('[id]').each((_index, element) => {
      ids.add($(element).attr('id') ?? '');
    });
    $('a[name]').each((_index, element) => {
      ids.add($(element).attr('name') ?? '');
    });
    // A demo answers the hashes of its code (`#Name.js`, `#css-Name.tsx`): the page opens it.
    $('[data-demo]').each((_index, element) => {
      ids.add(demoTarget($(element).attr('data-demo') ?? ''));
    });
    facts = {
      title: $('title').text(),
      headings: $('h1').length,
      hrefs: $('a[href]')
        .map((_index, element) => $(element).attr('href') ?? '')
        .get(),
      ids,
    };
    factsCache.set(file, facts);
  }
  return facts;
}

/** Broken internal links and anchors of one built page, read from its HTML. */
function brokenLinksOf(urlPath: string): string[] {
  const file = resolveBuildFile(BUILD_DIR, urlPath);
  if (!file) return [`page file missing for ${urlPath}`];
  const broken: string[] = [];
  for (const href of factsOf(file).hrefs) {
    if (/^(https?:|mailto:|tel:|javascript:)/.test(href) || href.startsWith('//')) continue;
    const target = new URL(href, `http://site${urlPath}`);
    const targetFile = resolveBuildFile(BUILD_DIR, target.pathname);
    if (!targetFile) {
      broken.push(`${href} (no page)`);
      continue;
    }
    const anchor = decodeURIComponent(target.hash.slice(1));
    const demo = parseDemoHash(anchor);
    const ids = targetFile.endsWith('.html') ? factsOf(targetFile).ids : undefined;
    if (anchor && ids && !ids.has(anchor) && !(demo && ids.has(demoTarget(demo.demoName)))) {
      broken.push(`${href} (no #${anchor})`);
    }
  }
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
      const { title, headings } = factsOf(file);
      const found: string[] = [];
      if (!title.trim()) found.push(`${page}: empty title`);
      if (isTemplatedPage(page) && headings !== 1) found.push(`${page}: ${headings} h1 elements`);
      return found;
    });
    assert.deepEqual(problems, []);
  });

  it('has no broken internal link or anchor', () => {
    const problems = pages.flatMap((page) => brokenLinksOf(page).map((problem) => `${page}: ${problem}`));
    assert.deepEqual(problems, []);
  });
});

/**
 * Where a navigation entry must show in the built site: on its own page (a doc or a generated API
 * page, which render the area's sidebar with the page's categories open), or, for a standalone page
 * such as /versions (no docs sidebar of its own), on the area's first doc page, which shows the top level.
 */
function sidebarProblems(): { checked: number; problems: string[] } {
  const links = new Map<string, Set<string>>();
  const linksOf = (file: string): Set<string> => {
    let found = links.get(file);
    if (!found) {
      found = renderedSidebarLinks(fs.readFileSync(file, 'utf8'));
      links.set(file, found);
    }
    return found;
  };
  let checked = 0;
  const problems = Object.values(AREAS).flatMap((area) => {
    const first = firstDocPathname(area, sidebarFor(area));
    const entries = allPathnames(navigationOf(area)).filter((pathname) => hasPage(area, pathname));
    return entries.flatMap((pathname) => {
      const page = findDocId(area, pathname) !== null || isTemplatedPage(pathname) ? pathname : first;
      return ['', '/zh'].flatMap((prefix) => {
        const entry = `${prefix}${pathname}`;
        if (page === null) return [`${entry}: the area has no doc page to show it`];
        const at = prefix + (page === '/' ? '' : page) || '/';
        const file = resolveBuildFile(BUILD_DIR, at);
        if (!file) return [`${entry}: no built page ${at}`];
        checked += 1;
        return linksOf(file).has(entry) ? [] : [`${entry}: not a link in the sidebar of ${at}`];
      });
    });
  });
  return { checked, problems };
}

describe('the rendered sidebars', () => {
  it('show every navigation entry whose page exists as a link on its page, in en and zh', () => {
    const { checked, problems } = sidebarProblems();
    assert.deepEqual(problems, []);
    assert.ok(checked > 2 * Object.keys(AREAS).length, `only ${checked} entries checked`);
  });
});

// The light look visits every hand-written English page: three files share it (LIGHT_PART_COUNT),
// each inside the runner's 10-minute limit per file.
describeCrawl(lightPart(0));
