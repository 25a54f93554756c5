import path from 'node:path';
import { coreNavigation, xNavigation, type NavPage } from '../../src/data/navigation';
import { apiCatalog, apiPagePaths } from '../../plugins/api-docs/catalog';
import { isApiPath, withApiPages } from './apiEntries';
import { findDocId, standalonePageExists, type DocsArea } from './docFiles';
import { buildSidebar, type PageLookup, type SidebarItem } from './tree';

/** The site folder (this file lives in config/navigation). */
export const SITE_DIR = path.resolve(__dirname, '../..');

export interface NavigationArea extends DocsArea {
  /** The Docusaurus docs plugin id. */
  readonly pluginId: string;
  readonly navigation: readonly NavPage[];
  /** Whether the area holds generated API reference pages (`/x/api/...` in /x/, `/api/...` in the core docs). */
  readonly apiPages: boolean;
}

/** The two docs areas of the portal (design.md, "Routes"). */
export const AREAS = {
  x: {
    pluginId: 'x',
    dir: path.join(SITE_DIR, 'docs/x'),
    routeBasePath: '/x',
    navigation: xNavigation,
    apiPages: true,
  },
  core: {
    pluginId: 'default',
    dir: path.join(SITE_DIR, 'docs/core'),
    routeBasePath: '/',
    navigation: coreNavigation,
    apiPages: true,
  },
} as const satisfies Record<string, NavigationArea>;

export const PAGES_DIR = path.join(SITE_DIR, 'src/pages');

/**
 * The navigation of an area as its sidebar shows it: the navigation data, plus the API pages
 * generated from the packages' type declarations (MUI X's in /x/, Material UI's in the core docs),
 * put into the API groups the navigation data names. Extracting them takes seconds, so it happens
 * only when asked (and once per process).
 */
export function navigationOf(area: NavigationArea): readonly NavPage[] {
  return area.apiPages ? withApiPages(area.navigation, apiCatalog(SITE_DIR)) : area.navigation;
}

export function lookupFor(area: NavigationArea): PageLookup {
  return {
    docIdOf: (pathname) => findDocId(area, pathname),
    pageExists: (pathname) =>
      standalonePageExists(PAGES_DIR, pathname) ||
      (area.apiPages && isApiPath(pathname) && apiPagePaths(SITE_DIR).has(pathname)),
  };
}

/** Whether any page (a doc of the area, a standalone page or a generated API page) serves `pathname`. */
export function hasPage(area: NavigationArea, pathname: string): boolean {
  const lookup = lookupFor(area);
  return lookup.docIdOf(pathname) !== null || lookup.pageExists(pathname);
}

export function sidebarFor(area: NavigationArea): SidebarItem[] {
  return buildSidebar(navigationOf(area), lookupFor(area));
}
