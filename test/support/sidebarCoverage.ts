import * as cheerio from 'cheerio';
import type { SidebarItem } from '../../config/navigation/tree';

/** What the checks need of a docs area: the URL it is served under. */
export interface AreaRoute {
  readonly routeBasePath: string;
}

/**
 * The URL path Docusaurus serves a doc at: its id under the area's base, a final `index` dropped
 * (`react-data-grid/index` in /x -> `/x/react-data-grid`). No page here sets a `slug`.
 */
export function docPathname(area: AreaRoute, docId: string): string {
  const base = area.routeBasePath.replace(/\/+$/, '');
  const rel = docId.replace(/(^|\/)index$/, '');
  return rel ? `${base}/${rel}` : base || '/';
}

/** Every page a generated sidebar leads to, depth first: its docs, its links and its categories' own pages. */
export function sidebarPathnames(area: AreaRoute, items: readonly SidebarItem[]): string[] {
  return items.flatMap((item) => {
    switch (item.type) {
      case 'doc':
        return [docPathname(area, item.id)];
      case 'link':
        return [item.href];
      case 'category':
        return [...(item.link ? [docPathname(area, item.link.id)] : []), ...sidebarPathnames(area, item.items)];
      default:
        return [];
    }
  });
}

/** The first doc of a sidebar (depth first), whose page shows the sidebar's top level; null when there is none. */
export function firstDocPathname(area: AreaRoute, items: readonly SidebarItem[]): string | null {
  for (const item of items) {
    if (item.type === 'doc') return docPathname(area, item.id);
    if (item.type === 'category') {
      if (item.link) return docPathname(area, item.link.id);
      const inside = firstDocPathname(area, item.items);
      if (inside) return inside;
    }
  }
  return null;
}

/**
 * The pages the docs sidebar of a built page links to (`nav.menu`, the sidebar Docusaurus renders
 * beside a doc), as URL paths: language prefix kept, query, hash and trailing slash dropped. The
 * server-rendered sidebar holds the top level and every category open on that page.
 */
export function renderedSidebarLinks(html: string): Set<string> {
  const $ = cheerio.load(html);
  const links = new Set<string>();
  $('nav.menu a.menu__link[href]').each((_index, element) => {
    const href = $(element).attr('href') ?? '';
    if (!href.startsWith('/') || href.startsWith('//')) return;
    links.add(href.replace(/[?#].*$/, '').replace(/(.)\/+$/, '$1'));
  });
  return links;
}
