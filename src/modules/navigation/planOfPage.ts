import type { Plan } from '../../data/navigation/types';
import { stripTrailingSlash } from '../url/pathname';
import { tagsOfSidebarItem, type ClientSidebarItem } from './sidebarItems';

/** The plan (Pro or Premium) of the page at `permalink`, read from its sidebar entry; null when it is free. */
export function planOfPage(items: readonly ClientSidebarItem[], permalink: string): Plan | null {
  const target = stripTrailingSlash(permalink);
  for (const item of items) {
    if (item.type === 'html') continue;
    if (item.href !== undefined && stripTrailingSlash(item.href) === target)
      return tagsOfSidebarItem(item)?.plan ?? null;
    if (item.type === 'category') {
      const plan = planOfPage(item.items, permalink);
      if (plan) return plan;
    }
  }
  return null;
}
