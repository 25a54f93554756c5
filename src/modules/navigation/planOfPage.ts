import type { Plan } from '../../data/navigation/types';
import { tagsOfSidebarItem } from './sidebarItems';

/** A sidebar tree as the client gets it, with the custom props the navigation data puts on links. */
export type SidebarItemWithProps =
  | { type: 'link'; href: string; customProps?: Record<string, unknown> }
  | { type: 'category'; href?: string; items: readonly SidebarItemWithProps[]; customProps?: Record<string, unknown> }
  | { type: 'html' };

const withoutTrailingSlash = (path: string): string => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/** The plan (Pro or Premium) of the page at `permalink`, read from its sidebar entry; null when it is free. */
export function planOfPage(items: readonly SidebarItemWithProps[], permalink: string): Plan | null {
  const target = withoutTrailingSlash(permalink);
  for (const item of items) {
    if (item.type === 'html') continue;
    if (item.href !== undefined && withoutTrailingSlash(item.href) === target) return tagsOfSidebarItem(item)?.plan ?? null;
    if (item.type === 'category') {
      const plan = planOfPage(item.items, permalink);
      if (plan) return plan;
    }
  }
  return null;
}
