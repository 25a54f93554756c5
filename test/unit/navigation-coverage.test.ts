import { AREAS, hasPage, navigationOf, sidebarFor } from '../../config/navigation/areas';
import { listDocPathnames } from '../../config/navigation/docFiles';
import { allPathnames, pageEntries } from '../../config/navigation/tree';
import { coreNavigation, xNavigation } from '../../src/data/navigation';
import { sidebarPathnames } from '../support/sidebarCoverage';

/** Building the /x/ sidebar extracts the API pages from the packages' declarations: seconds, more under load. */
const SIDEBAR_TIMEOUT_MS = 180_000;

describe('navigation data and pages agree', () => {
  it.each(Object.values(AREAS))('every page of $routeBasePath has a navigation entry', (area) => {
    const named = new Set(allPathnames(area.navigation));
    const orphans = listDocPathnames(area).filter((pathname) => !named.has(pathname));
    expect(orphans).toEqual([]);
  });

  it.each(Object.values(AREAS))(
    'puts every entry of $routeBasePath whose page exists in its sidebar',
    (area) => {
      const inSidebar = new Set(sidebarPathnames(area, sidebarFor(area)));
      const entries = allPathnames(navigationOf(area)).filter((pathname) => hasPage(area, pathname));
      expect(entries.length).toBeGreaterThan(0);
      const missing = entries.filter((pathname) => !inSidebar.has(pathname));
      expect(missing).toEqual([]);
    },
    SIDEBAR_TIMEOUT_MS,
  );

  it('has no pathname twice', () => {
    for (const tree of [xNavigation, coreNavigation]) {
      const pathnames = allPathnames(tree);
      expect(pathnames.length).toBe(new Set(pathnames).size);
    }
  });

  it('gives every entry a title', () => {
    const walk = (entries: typeof xNavigation): void =>
      entries.forEach((entry) => {
        expect(entry.title).toBeTruthy();
        walk(entry.children ?? []);
      });
    walk(xNavigation);
    walk(coreNavigation);
  });

  it('has pages for the foundation content', () => {
    const required = [
      '/x/whats-new',
      '/x/introduction',
      '/x/introduction/installation',
      '/x/introduction/licensing',
      '/x/introduction/support',
      '/x/introduction/roadmap',
    ];
    for (const pathname of required) expect(hasPage(AREAS.x, pathname)).toBe(true);
    const core = pageEntries(coreNavigation)
      .map((entry) => entry.pathname)
      .filter((pathname) => pathname.startsWith('/getting-started/') && pathname !== '/getting-started/templates');
    for (const pathname of core) expect(hasPage(AREAS.core, pathname)).toBe(true);
    expect(hasPage(AREAS.core, '/versions')).toBe(true);
  });

  it('keeps the MUI X 7.14.0 plan flags', () => {
    const flagged = pageEntries(xNavigation)
      .filter((entry) => entry.plan === 'premium')
      .map((entry) => entry.pathname);
    expect(flagged).toEqual(
      expect.arrayContaining([
        '/x/react-data-grid/row-grouping',
        '/x/react-data-grid/aggregation',
        '/x/react-data-grid/cell-selection',
      ]),
    );
  });
});
