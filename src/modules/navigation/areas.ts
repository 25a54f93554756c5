import path from 'node:path';
import { coreNavigation, xNavigation, type NavPage } from '../../data/navigation';
import { findDocId, standalonePageExists, type DocsArea } from './docFiles';
import { buildSidebar, type PageLookup, type SidebarItem } from './tree';

/** The site folder (this file lives in src/modules/navigation). */
export const SITE_DIR = path.resolve(__dirname, '../../..');

export interface NavigationArea extends DocsArea {
  /** The Docusaurus docs plugin id. */
  readonly pluginId: string;
  readonly navigation: readonly NavPage[];
}

/** The two docs areas of the portal (design.md, "Routes"). */
export const AREAS = {
  x: {
    pluginId: 'x',
    dir: path.join(SITE_DIR, 'docs/x'),
    routeBasePath: '/x',
    navigation: xNavigation,
  },
  core: {
    pluginId: 'default',
    dir: path.join(SITE_DIR, 'docs/core'),
    routeBasePath: '/',
    navigation: coreNavigation,
  },
} as const satisfies Record<string, NavigationArea>;

export const PAGES_DIR = path.join(SITE_DIR, 'src/pages');

export function lookupFor(area: NavigationArea): PageLookup {
  return {
    docIdOf: (pathname) => findDocId(area, pathname),
    pageExists: (pathname) => standalonePageExists(PAGES_DIR, pathname),
  };
}

/** Whether any page (a doc of the area or a standalone page) serves `pathname`. */
export function hasPage(area: NavigationArea, pathname: string): boolean {
  const lookup = lookupFor(area);
  return lookup.docIdOf(pathname) !== null || lookup.pageExists(pathname);
}

export function sidebarFor(area: NavigationArea): SidebarItem[] {
  return buildSidebar(area.navigation, lookupFor(area));
}
