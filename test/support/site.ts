import fs from 'node:fs';
import path from 'node:path';

export const BUILD_DIR = path.resolve(__dirname, '../../build');

/** Every HTML page of the build as the URL path it is served at (`x/a.html` -> `/x/a`); 404 pages left out. */
export function builtPagePaths(root = BUILD_DIR): string[] {
  return builtHtmlFiles(root)
    .filter((file) => path.basename(file) !== '404.html')
    .map((file) => urlPathOfFile(file, root))
    .sort();
}

/** The URL path a built HTML file is served at (`x/a.html` -> `/x/a`, `x/index.html` -> `/x`). */
export function urlPathOfFile(file: string, root = BUILD_DIR): string {
  const rel = path.relative(root, file).split(path.sep).join('/');
  return `/${rel.replace(/\.html$/, '')}`.replace(/\/index$/, '') || '/';
}

/**
 * A writer's focus for a local run: `PORTAL_CRAWL_ONLY=/components/cards,/zh/components/cards` keeps
 * only the pages under those path prefixes in the crawl's looks and the HTML checker, so checking a
 * few new pages takes seconds instead of the whole site's minutes. Unset (as in `npm test` and CI),
 * every page stays.
 */
export function onlyFocusedPages(pages: readonly string[], env: NodeJS.ProcessEnv = process.env): string[] {
  const prefixes = (env.PORTAL_CRAWL_ONLY ?? '')
    .split(',')
    .map((prefix) => prefix.trim().replace(/\/+$/, ''))
    .filter(Boolean);
  if (prefixes.length === 0) return [...pages];
  return pages.filter((page) => prefixes.some((prefix) => page === prefix || page.startsWith(`${prefix}/`)));
}

/**
 * One of `count` even parts of a list (every `count`-th item from `index`): a long look is split over
 * test files so that each stays inside the runner's per-file time limit.
 */
export function partOf<T>(list: readonly T[], index: number, count: number): T[] {
  return list.filter((_item, position) => position % count === index);
}

export function assertBuilt(root = BUILD_DIR): void {
  if (!fs.existsSync(path.join(root, 'index.html')) || !fs.existsSync(path.join(root, 'zh', 'index.html'))) {
    throw new Error(`No build of both locales in ${root}: run \`npm run build\` first.`);
  }
}

/** Absolute paths of every HTML file of the build, 404 pages included. */
export function builtHtmlFiles(root = BUILD_DIR): string[] {
  const result: string[] = [];
  const walk = (dir: string): void => {
    for (const dirent of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, dirent.name);
      if (dirent.isDirectory()) {
        if (dirent.name !== 'assets') walk(full);
      } else if (dirent.name.endsWith('.html')) {
        result.push(full);
      }
    }
  };
  walk(root);
  return result.sort();
}

/** Pages generated from one template (the API reference): they share markup and styles. */
export function isTemplatedPage(urlPath: string): boolean {
  return /^(\/zh)?\/(x\/)?api(\/|$)/.test(urlPath);
}

/**
 * Exactly `count` distinct items spread evenly over a list (all of it when it is no longer): with
 * `phase` 0 the first and the last are included; a phase between 0 and 1 cuts the list into `count`
 * equal parts and takes the item at that fraction of each part.
 */
function evenSample<T>(list: readonly T[], count: number, phase = 0): T[] {
  if (list.length <= count) return [...list];
  if (phase > 0) {
    const part = list.length / count;
    return Array.from({ length: count }, (_, index) => list[Math.floor((index + phase) * part)]!);
  }
  const step = (list.length - 1) / Math.max(1, count - 1);
  return Array.from({ length: count }, (_, index) => list[Math.round(index * step)]!);
}

/** A page of a translated locale (`/zh`, `/zh/...`): the same page bodies and demos as its English twin. */
export function isTranslatedPage(urlPath: string): boolean {
  return urlPath === '/zh' || urlPath.startsWith('/zh/');
}

/**
 * The pages a crawl pass visits: every hand-written English page; of their translations either all
 * or an even sample of at most `translatedPerType` per kind of page (a translation runs the same demos
 * and components as its English twin, and its words are checked from the HTML); and of the templated
 * ones either all or an even sample of at most `samplePerLocale` per locale (always the first and the
 * last, spread evenly between).
 */
export function pagesToVisit(
  pages: readonly string[],
  samplePerLocale: number | 'all',
  translatedPerType: number | 'all' = 'all',
): string[] {
  if (samplePerLocale === 'all' && translatedPerType === 'all') return [...pages];
  const handWritten = pages.filter((page) => !isTemplatedPage(page));
  const translated = handWritten.filter(isTranslatedPage);
  const chosen = new Set([
    ...handWritten.filter((page) => !isTranslatedPage(page)),
    ...(translatedPerType === 'all' ? translated : samplePerPageType(translated, translatedPerType, 0.75)),
  ]);
  for (const locale of [false, true]) {
    const templated = pages.filter((page) => isTemplatedPage(page) && isTranslatedPage(page) === locale);
    for (const page of samplePerLocale === 'all' ? templated : evenSample(templated, samplePerLocale)) chosen.add(page);
  }
  return pages.filter((page) => chosen.has(page));
}

/**
 * The kind of page a path is, for sampling: its locale and section (`/x/react-charts`, `/zh/x/api`,
 * `/getting-started`, `/` for the home page). Pages of one kind share their layout and components.
 */
export function pageType(urlPath: string): string {
  const locale = urlPath === '/zh' || urlPath.startsWith('/zh/') ? '/zh' : '';
  const segments = urlPath.slice(locale.length).split('/').filter(Boolean);
  const depth = segments[0] === 'x' ? 2 : 1;
  return `${locale}/${segments.slice(0, depth).join('/')}`;
}

/**
 * An even, deterministic sample of every kind of page (pageType): at most `perType` of each, spread
 * evenly over the kind's sorted pages. With `phase` 0 the first and the last are included; a phase
 * between 0 and 1 shifts every position by that part of a step, so that two looks sampling with
 * different phases visit different pages. Looks that check what changes with the kind of page (its
 * colours, direction, a phone's width) rather than its words visit this sample.
 */
export function samplePerPageType(pages: readonly string[], perType: number, phase = 0): string[] {
  const byType = new Map<string, string[]>();
  for (const page of [...pages].sort()) {
    const type = pageType(page);
    byType.set(type, [...(byType.get(type) ?? []), page]);
  }
  const chosen = new Set<string>();
  for (const group of byType.values()) {
    for (const page of evenSample(group, perType, phase)) chosen.add(page);
  }
  return pages.filter((page) => chosen.has(page));
}
