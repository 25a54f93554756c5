import type { SidebarItem } from './tree';

export interface TranslationEntry {
  readonly message: string;
  readonly description: string;
}

/**
 * The entries Docusaurus's sidebar translation file holds for a sidebar: `sidebar.<id>.<kind>.<key>`
 * for every category, doc and link, keyed by the item keys `buildSidebar` gives (the pathnames).
 */
export function sidebarTranslationEntries(
  sidebarId: string,
  items: readonly SidebarItem[],
): Record<string, TranslationEntry> {
  const entries: Record<string, TranslationEntry> = {};
  const walk = (list: readonly SidebarItem[]): void => {
    for (const item of list) {
      entries[`sidebar.${sidebarId}.${item.type}.${item.key}`] = {
        message: item.label,
        description: `The label for ${item.type} '${item.label}' in sidebar '${sidebarId}'`,
      };
      if (item.type === 'category') walk(item.items);
    }
  };
  walk(items);
  return entries;
}
