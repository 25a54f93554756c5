/**
 * Crawls the built pages of both locales: each visited page answers 200 in Chromium, has a title, logs
 * no console error or uncaught exception, and has no serious or critical axe violation in light mode,
 * dark mode and right-to-left; every internal link and #anchor of every page resolves, and every page's
 * HTML has a title and a main heading.
 *
 * Every hand-written page is visited in all three looks. The pages generated from one template (the
 * API reference: the same markup and styles with other data, close to 300 per locale) are all checked
 * statically here and by the HTML validity suite, and in the browser each look visits an even sample
 * of them, which keeps the suite inside the CI budget as the reference grows.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import * as cheerio from 'cheerio';
import { resolveBuildFile } from '../support/staticServer';
import { newContext, readerUserAgent, watchProblems } from '../support/browser';
import { seriousAxeViolations } from '../support/axe';
import { assertBuilt, BUILD_DIR, builtPagePaths, isTemplatedPage, pagesToVisit } from '../support/site';
import { useServedSite, type ServedSite } from '../support/suite';
import { STORAGE_KEYS } from '../../src/data/constants';
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

/** How a reader may have the site set up: the stored preferences each crawl starts with. */
interface Look {
  name: string;
  mode: 'light' | 'dark';
  direction: 'ltr' | 'rtl';
  /** How many templated pages per locale this pass visits. */
  templatedSample: number | 'all';
}
const LOOKS: readonly Look[] = [
  { name: 'light', mode: 'light', direction: 'ltr', templatedSample: 40 },
  { name: 'dark', mode: 'dark', direction: 'ltr', templatedSample: 12 },
  { name: 'right-to-left', mode: 'light', direction: 'rtl', templatedSample: 12 },
];

/** Visits every page with three tabs in one browser context set up with the look; returns the failures. */
async function crawl(site: ServedSite, look: Look): Promise<string[]> {
  // As a reader sees it: HeadlessChrome counts as a bot, and bots get no ad (the build points the ad
  // slot at the fakes under /__fakes/ads/, so every docs page loads its ad script and JSON).
  // Without the service worker: the crawl checks pages, the worker has its own suite
  // (service-worker.test.ts). With it, every first visit made the worker fetch the page's files a second
  // time, and one page in a CI run never hydrated while its chunks waited on the busy worker.
  const context = await newContext(site.browser, { userAgent: readerUserAgent(site.browser), serviceWorkers: 'block' });
  await context.addInitScript(
    ({ look: { mode, direction }, keys }) => {
      window.localStorage.setItem(keys.mode, mode);
      window.localStorage.setItem(keys.display, JSON.stringify({ direction }));
    },
    { look, keys: STORAGE_KEYS },
  );
  const failures: string[] = [];
  const queue = pagesToVisit(pages, look.templatedSample);
  const worker = async (): Promise<void> => {
    const page = await context.newPage();
    const problems = watchProblems(page);
    const visit = async (next: string): Promise<void> => {
      problems.consoleErrors.length = 0;
      problems.pageErrors.length = 0;
      const response = await page.goto(site.origin + next, { waitUntil: 'load' });
      await page.locator('html[data-has-hydrated=true]').waitFor({ state: 'attached' });
      // The look is in place: Docusaurus's mode, and the right-to-left styles once they have loaded.
      await page.waitForFunction(
        ({ mode, direction }) =>
          document.documentElement.dataset.theme === mode &&
          document.body.classList.contains(`mode-${mode}`) &&
          (direction === 'ltr' || document.querySelector('style[data-emotion^="muirtl"]') !== null),
        look,
      );
      await page.waitForTimeout(100);
      const title = await page.title();
      if (response?.status() !== 200) failures.push(`${next}: status ${response?.status()}`);
      if (!title.trim()) failures.push(`${next}: empty title`);
      if ((await page.evaluate(() => document.documentElement.dir)) !== look.direction) failures.push(`${next}: dir is not ${look.direction}`);
      for (const error of [...problems.consoleErrors, ...problems.pageErrors]) failures.push(`${next}: ${error}`);
      for (const violation of await seriousAxeViolations(page)) failures.push(`${next}: axe ${violation}`);
    };
    for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
      // A page that never hydrates (or times out otherwise) is reported by name, and the crawl goes on.
      await visit(next).catch((error: Error) => failures.push(`${next}: ${error.message.split('\n')[0]}`));
    }
    await page.close();
  };
  await Promise.all([worker(), worker(), worker()]);
  await context.close();
  return failures;
}

describe('every built page', () => {
  const site = useServedSite();

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

  for (const look of LOOKS) {
    it(`answers 200 with a title, a clean console and no serious axe violation in Chromium (${look.name})`, async () => {
      assert.deepEqual(await crawl(site, look), []);
    });
  }
});
