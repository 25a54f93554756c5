import { isTemplatedPage, pagesToVisit } from '../support/site';

const api = (locale: string, count: number) =>
  Array.from({ length: count }, (_, index) => `${locale}/x/api/data-grid/page-${String(index).padStart(3, '0')}`);
const PAGES = ['/', '/x/introduction', '/zh', '/zh/x/introduction', ...api('', 40), ...api('/zh', 40)].sort();

describe('crawl sampling', () => {
  it('knows the templated API pages in both locales', () => {
    expect(isTemplatedPage('/x/api/data-grid/data-grid')).toBe(true);
    expect(isTemplatedPage('/zh/x/api/charts/line-chart')).toBe(true);
    expect(isTemplatedPage('/x/react-data-grid/editing')).toBe(false);
    expect(isTemplatedPage('/api')).toBe(false);
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
