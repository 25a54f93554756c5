import { COLD_BUILD_REMOVALS, MODE_SWITCH_PAGE_IDS, PORTAL_PAGES } from './config';
import { MINIFIED_ASSETS_CACHE_DIR } from '../plugins/minified-assets-cache';
import { MARKDOWN_EXPORT_CACHE_DIR } from '../plugins/markdown-export';
import { SEARCH_INDEX_CACHE_DIR } from '../plugins/search-index';

describe('the portal pages the bench measures', () => {
  it('names each page once, by id and by route', () => {
    const ids = PORTAL_PAGES.map((page) => page.id);
    const routes = PORTAL_PAGES.map((page) => page.route);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(routes).size).toBe(routes.length);
  });

  it('uses ids that fit one segment of a figure name and routes from the site root', () => {
    for (const page of PORTAL_PAGES) {
      expect(page.id).toMatch(/^[a-z]+$/);
      expect(page.route.startsWith('/')).toBe(true);
    }
  });

  it('measures a charts page beside the Data Grid page', () => {
    const ids = PORTAL_PAGES.map((page) => page.id);
    expect(PORTAL_PAGES.find((page) => page.id === 'charts')?.route).toBe('/x/react-charts/bars');
    expect(ids.indexOf('charts')).toBe(ids.indexOf('grid') + 1);
  });

  it('times the mode switch only on measured pages', () => {
    const ids = PORTAL_PAGES.map((page) => page.id);
    for (const id of MODE_SWITCH_PAGE_IDS) expect(ids).toContain(id);
  });
});

describe('the cold build', () => {
  it('removes what the portal keeps between builds beside the bundler cache', () => {
    expect(COLD_BUILD_REMOVALS).toEqual(
      expect.arrayContaining([MINIFIED_ASSETS_CACHE_DIR, MARKDOWN_EXPORT_CACHE_DIR, SEARCH_INDEX_CACHE_DIR]),
    );
  });
});
