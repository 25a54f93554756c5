import type { NavPage, NavTags } from '../../src/data/navigation/types';

/** A sidebar item in the shape Docusaurus's `sidebars.ts` accepts (the subset we produce). */
export type SidebarItem =
  | {
      type: 'doc';
      id: string;
      label: string;
      key: string;
      customProps?: SidebarCustomProps;
    }
  | {
      type: 'link';
      href: string;
      label: string;
      key: string;
      customProps?: SidebarCustomProps;
    }
  | {
      type: 'category';
      label: string;
      key: string;
      collapsible: boolean;
      collapsed: boolean;
      items: SidebarItem[];
      link?: { type: 'doc'; id: string };
      customProps?: SidebarCustomProps;
    };

export type SidebarCustomProps = NavTags & {
  /** The category is a non-clickable subheader rather than a collapsible group. */
  readonly subheader?: boolean;
  readonly [key: string]: unknown;
};

/** How a pathname is found on disk: a docs page (by doc id), a standalone page, or nothing. */
export interface PageLookup {
  docIdOf(pathname: string): string | null;
  pageExists(pathname: string): boolean;
}

export function isSubheader(entry: NavPage): boolean {
  return entry.subheader !== undefined;
}

/** A page entry: something a reader lands on (no children, not a subheader). */
export function isPageEntry(entry: NavPage): entry is NavPage & { pathname: string } {
  return entry.pathname !== undefined && !entry.children && !isSubheader(entry);
}

export function tagsOf(entry: NavPage): NavTags {
  const tags: { -readonly [K in keyof NavTags]: NavTags[K] } = {};
  if (entry.plan) tags.plan = entry.plan;
  if (entry.newFeature) tags.newFeature = true;
  if (entry.planned) tags.planned = true;
  if (entry.unstable) tags.unstable = true;
  return tags;
}

/** Every page entry of a tree, depth first. */
export function pageEntries(tree: readonly NavPage[]): Array<NavPage & { pathname: string }> {
  return tree.flatMap((entry) => (isPageEntry(entry) ? [entry] : pageEntries(entry.children ?? [])));
}

/** Every pathname named in a tree, pages and groups alike. */
export function allPathnames(tree: readonly NavPage[]): string[] {
  return tree.flatMap((entry) => [...(entry.pathname ? [entry.pathname] : []), ...allPathnames(entry.children ?? [])]);
}

function labelOf(entry: NavPage): string {
  return entry.title ?? entry.subheader ?? entry.pathname ?? '';
}

function withProps<T extends object>(item: T, props: SidebarCustomProps): T {
  return Object.keys(props).length > 0 ? { ...item, customProps: props } : item;
}

function toItem(entry: NavPage, parentKey: string, lookup: PageLookup): SidebarItem | null {
  const label = labelOf(entry);
  const tags = tagsOf(entry);
  if (entry.children || isSubheader(entry)) {
    const key = entry.pathname ?? `${parentKey}#${entry.subheader ?? label}`;
    const items = toItems(entry.children ?? [], key, lookup);
    const linkId = entry.pathname ? lookup.docIdOf(entry.pathname) : null;
    if (items.length === 0 && !linkId) return null;
    const subheader = isSubheader(entry);
    return withProps(
      {
        type: 'category' as const,
        label,
        key,
        collapsible: !subheader,
        collapsed: !subheader,
        items,
        ...(linkId ? { link: { type: 'doc' as const, id: linkId } } : {}),
      },
      subheader ? { ...tags, subheader: true } : tags,
    );
  }
  if (!entry.pathname) return null;
  const docId = lookup.docIdOf(entry.pathname);
  if (docId) {
    return withProps({ type: 'doc' as const, id: docId, label, key: entry.pathname }, tags);
  }
  if (lookup.pageExists(entry.pathname)) {
    return withProps({ type: 'link' as const, href: entry.pathname, label, key: entry.pathname }, tags);
  }
  return null;
}

function toItems(tree: readonly NavPage[], parentKey: string, lookup: PageLookup): SidebarItem[] {
  return tree.map((entry) => toItem(entry, parentKey, lookup)).filter((item): item is SidebarItem => item !== null);
}

/**
 * Builds a Docusaurus sidebar from a navigation tree. Only pages whose file exists appear; groups
 * left without pages disappear. Keys are the pathnames, so translation keys stay stable.
 */
export function buildSidebar(tree: readonly NavPage[], lookup: PageLookup): SidebarItem[] {
  return toItems(tree, 'root', lookup);
}

export interface SectionCoverage {
  readonly section: string;
  readonly total: number;
  readonly present: number;
  readonly missing: readonly string[];
}

/** Per top-level section: how many page entries have a page, and which are missing. */
export function coverageBySection(tree: readonly NavPage[], hasPage: (pathname: string) => boolean): SectionCoverage[] {
  return tree.map((section) => {
    const pages = isPageEntry(section) ? [section] : pageEntries(section.children ?? []);
    const missing = pages.map((page) => page.pathname).filter((pathname) => !hasPage(pathname));
    return {
      section: section.pathname ?? labelOf(section),
      total: pages.length,
      present: pages.length - missing.length,
      missing,
    };
  });
}
