import type { NavTags } from '../../data/navigation/types';

interface ItemWithProps {
  readonly customProps?: Record<string, unknown>;
}

function isPlan(value: unknown): value is NavTags['plan'] {
  return value === 'pro' || value === 'premium';
}

/** The tags a sidebar item carries in its custom props, or null when it has none. */
export function tagsOfSidebarItem(item: ItemWithProps): NavTags | null {
  const props = item.customProps ?? {};
  const tags: { -readonly [K in keyof NavTags]: NavTags[K] } = {};
  if (isPlan(props.plan)) tags.plan = props.plan;
  if (props.newFeature === true) tags.newFeature = true;
  if (props.planned === true) tags.planned = true;
  if (props.unstable === true) tags.unstable = true;
  return Object.keys(tags).length > 0 ? tags : null;
}

export function isSubheaderItem(item: ItemWithProps): boolean {
  return item.customProps?.subheader === true;
}

interface TitledLink {
  readonly title: string;
  readonly permalink: string;
}

/** The sidebar tree as the docs plugin hands it to the client (only the fields read here). */
export type ClientSidebarItem =
  | { type: 'link'; label: string; href: string; docId?: string; customProps?: Record<string, unknown> }
  | {
      type: 'category';
      label: string;
      href?: string;
      items: ClientSidebarItem[];
      customProps?: Record<string, unknown>;
    }
  | { type: 'html' };

/** Label of each sidebar link by doc id and by href (labels are translated in non-default locales). */
export function sidebarLabels(items: readonly ClientSidebarItem[]): {
  byDocId: Map<string, string>;
  byHref: Map<string, string>;
} {
  const byDocId = new Map<string, string>();
  const byHref = new Map<string, string>();
  const walk = (list: readonly ClientSidebarItem[]): void => {
    for (const item of list) {
      if (item.type === 'link') {
        if (item.docId) byDocId.set(item.docId, item.label);
        byHref.set(item.href, item.label);
      } else if (item.type === 'category') {
        walk(item.items);
      }
    }
  };
  walk(items);
  return { byDocId, byHref };
}

interface LocalizableMetadata {
  readonly id: string;
  readonly title: string;
  readonly previous?: TitledLink;
  readonly next?: TitledLink;
}

/**
 * A doc's metadata with its title, and the titles of its previous/next links, taken from the
 * (translated) sidebar labels. Used in non-default locales, where the page body may still be the
 * English source but titles are translated through the sidebar translation files.
 */
export function localizeDocMetadata<T extends LocalizableMetadata>(
  metadata: T,
  sidebar: readonly ClientSidebarItem[],
): T {
  const { byDocId, byHref } = sidebarLabels(sidebar);
  const relabel = (link: TitledLink | undefined): TitledLink | undefined =>
    link && byHref.has(link.permalink) ? { ...link, title: byHref.get(link.permalink) ?? link.title } : link;
  const title = byDocId.get(metadata.id) ?? metadata.title;
  const previous = relabel(metadata.previous);
  const next = relabel(metadata.next);
  if (title === metadata.title && previous === metadata.previous && next === metadata.next) return metadata;
  return { ...metadata, title, previous, next };
}
