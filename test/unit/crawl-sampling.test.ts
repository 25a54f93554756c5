import {
  isTemplatedPage,
  onlyFocusedPages,
  pagesToVisit,
  partOf,
  pageType,
  samplePerPageType,
  urlPathOfFile,
} from '../support/site';
import { LOOKS, pagesOfLook } from '../support/crawl';

const api = (locale: string, count: number) =>
  Array.from({ length: count }, (_, index) => `${locale}/x/api/data-grid/page-${String(index).padStart(3, '0')}`);
const PAGES = ['/', '/x/introduction', '/zh', '/zh/x/introduction', ...api('', 40), ...api('/zh', 40)].sort();

describe('crawl sampling', () => {
  it('knows the templated API pages in both locales', () => {
    expect(isTemplatedPage('/x/api/data-grid/data-grid')).toBe(true);
    expect(isTemplatedPage('/zh/x/api/charts/line-chart')).toBe(true);
    expect(isTemplatedPage('/x/react-data-grid/editing')).toBe(false);
    expect(isTemplatedPage('/api')).toBe(true);
    expect(isTemplatedPage('/apis-and-more')).toBe(false);
    expect(isTemplatedPage('/api/button')).toBe(true);
    expect(isTemplatedPage('/zh/api/text-field')).toBe(true);
    expect(isTemplatedPage('/components/buttons')).toBe(false);
  });

  it('visits every English hand-written page and an even sample of each kind of translated page', () => {
    const charts = (locale: string) =>
      Array.from({ length: 9 }, (_, index) => `${locale}/x/react-charts/page-${index}`);
    const pages = ['/', '/zh', ...charts(''), ...charts('/zh'), ...api('', 10), ...api('/zh', 10)].sort();
    const visited = pagesToVisit(pages, 2, 3);
    for (const page of ['/', ...charts('')]) expect(visited).toContain(page);
    expect(visited).toContain('/zh');
    const zhCharts = visited.filter((page) => page.startsWith('/zh/x/react-charts/'));
    expect(zhCharts).toHaveLength(3);
    expect(zhCharts).not.toEqual(samplePerPageType(charts('/zh'), 3, 0.5));
    expect(visited.filter((page) => page.startsWith('/zh/x/api/'))).toHaveLength(2);
    expect(pagesToVisit(pages, 2, 'all').filter((page) => page.startsWith('/zh/x/react-charts/'))).toHaveLength(9);
  });

  it("'all' visits every page", () => {
    expect(pagesToVisit(PAGES, 'all')).toEqual(PAGES);
  });

  it('a sampled pass keeps every hand-written page and an even sample per locale, first and last included', () => {
    const visited = pagesToVisit(PAGES, 5);
    for (const page of ['/', '/x/introduction', '/zh', '/zh/x/introduction']) expect(visited).toContain(page);
    const en = visited.filter((page) => isTemplatedPage(page) && !page.startsWith('/zh/'));
    const zh = visited.filter((page) => page.startsWith('/zh/x/api/'));
    expect(en).toHaveLength(5);
    expect(zh).toHaveLength(5);
    expect(en[0]).toBe('/x/api/data-grid/page-000');
    expect(en[4]).toBe('/x/api/data-grid/page-039');
  });

  it('keeps all templated pages when there are fewer than the sample size', () => {
    const few = ['/', ...api('', 3)];
    expect(pagesToVisit(few, 10)).toEqual(few);
  });
});

describe('sampling by kind of page', () => {
  it('names the kind of a page by its locale and section', () => {
    expect(pageType('/')).toBe('/');
    expect(pageType('/zh')).toBe('/zh/');
    expect(pageType('/getting-started/installation')).toBe('/getting-started');
    expect(pageType('/x/react-charts/bars')).toBe('/x/react-charts');
    expect(pageType('/x/react-charts')).toBe('/x/react-charts');
    expect(pageType('/zh/x/api/data-grid/data-grid')).toBe('/zh/x/api');
    expect(pageType('/x/migration/migration-data-grid-v6')).toBe('/x/migration');
  });

  it('keeps the first and last page of each kind and spreads the rest evenly', () => {
    const charts = Array.from({ length: 9 }, (_, index) => `/x/react-charts/page-${index}`);
    const pages = ['/', '/zh', '/getting-started/a', ...charts, ...api('', 40), ...api('/zh', 40)].sort();
    const visited = samplePerPageType(pages, 3);
    expect(visited.filter((page) => page.startsWith('/x/react-charts/'))).toEqual([
      '/x/react-charts/page-0',
      '/x/react-charts/page-4',
      '/x/react-charts/page-8',
    ]);
    expect(visited.filter((page) => page.startsWith('/x/api/'))).toEqual([
      '/x/api/data-grid/page-000',
      '/x/api/data-grid/page-020',
      '/x/api/data-grid/page-039',
    ]);
    expect(visited.filter((page) => page.startsWith('/zh/x/api/'))).toHaveLength(3);
    for (const page of ['/', '/zh', '/getting-started/a']) expect(visited).toContain(page);
    expect(samplePerPageType(pages, 3)).toEqual(visited);
  });
});

describe('sampling with a phase, and the pages of each look', () => {
  const charts = Array.from({ length: 9 }, (_, index) => `/x/react-charts/page-${index}`);

  it('a phase shifts the sample so that two looks visit different pages of a kind', () => {
    expect(samplePerPageType(charts, 3, 0)).toEqual([
      '/x/react-charts/page-0',
      '/x/react-charts/page-4',
      '/x/react-charts/page-8',
    ]);
    expect(samplePerPageType(charts, 3, 0.5)).toEqual([
      '/x/react-charts/page-1',
      '/x/react-charts/page-4',
      '/x/react-charts/page-7',
    ]);
    for (const phase of [0.25, 0.5, 0.75]) expect(new Set(samplePerPageType(charts, 8, phase)).size).toBe(8);
  });

  it('light visits every English hand-written page and 12 translations of a kind; dark right-to-left a sample of each kind, phone two', () => {
    const zhCharts = Array.from({ length: 20 }, (_, index) => `/zh/x/react-charts/page-${index}`);
    const pages = ['/', '/zh', ...charts, ...zhCharts, ...api('', 40), ...api('/zh', 40)].sort();
    const light = pagesOfLook(pages, LOOKS.light);
    for (const page of charts) expect(light).toContain(page);
    expect(light.filter((page) => page.startsWith('/zh/x/react-charts/'))).toHaveLength(12);
    // One pass checks dark mode and right-to-left together, on a sample of every kind of page.
    expect(LOOKS.darkRtl).toMatchObject({ mode: 'dark', direction: 'rtl' });
    const darkRtl = pagesOfLook(pages, LOOKS.darkRtl);
    expect(darkRtl.filter((page) => page.startsWith('/x/react-charts/'))).toHaveLength(LOOKS.darkRtl.pages.perType);
    expect(darkRtl.filter((page) => page.startsWith('/zh/x/api/'))).toHaveLength(LOOKS.darkRtl.pages.perType);
    // Every look navigates client-side (axe checks the page's content after such an arrival, the
    // whole document after each full load).
    for (const look of Object.values(LOOKS)) expect(look.navigation).toBe('client');
    const phone = pagesOfLook(pages, LOOKS.phone);
    expect(phone.filter((page) => page.startsWith('/x/react-charts/'))).toHaveLength(2);
    // The phone sees other pages of a kind than the dark right-to-left pass.
    expect(phone.filter((page) => darkRtl.includes(page) && page.startsWith('/x/react-charts/'))).toEqual([]);
    for (const look of [darkRtl, phone]) expect(look).toEqual(expect.arrayContaining(['/', '/zh']));
  });
});

describe('a focused local run (PORTAL_CRAWL_ONLY)', () => {
  const pages = ['/components/cards', '/components/cards-more', '/components/chips', '/zh/components/cards', '/x/api'];

  it('keeps every page when unset or empty', () => {
    expect(onlyFocusedPages(pages, {})).toEqual(pages);
    expect(onlyFocusedPages(pages, { PORTAL_CRAWL_ONLY: ' , ' })).toEqual(pages);
  });

  it('keeps the pages at or under each prefix, not the ones that only start with its letters', () => {
    expect(onlyFocusedPages(pages, { PORTAL_CRAWL_ONLY: '/components/cards/, /zh/components' })).toEqual([
      '/components/cards',
      '/zh/components/cards',
    ]);
  });

  it('maps a built file to the path it is served at', () => {
    expect(urlPathOfFile('/b/components/cards.html', '/b')).toBe('/components/cards');
    expect(urlPathOfFile('/b/zh/index.html', '/b')).toBe('/zh');
    expect(urlPathOfFile('/b/index.html', '/b')).toBe('/');
  });
});

describe('a look split over test files (partOf)', () => {
  it('gives every item to exactly one part, evenly', () => {
    const items = ['a', 'b', 'c', 'd', 'e'];
    expect(partOf(items, 0, 2)).toEqual(['a', 'c', 'e']);
    expect(partOf(items, 1, 2)).toEqual(['b', 'd']);
    expect([...partOf(items, 0, 2), ...partOf(items, 1, 2)].sort()).toEqual(items);
  });
});
