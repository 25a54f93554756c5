import type { TranslationEntry } from '../../config/navigation/translationKeys';

type Entries = Record<string, TranslationEntry>;

/** `sidebar.x.doc./x/introduction` -> `/x/introduction`. */
const pathnameOf = (key: string): string => key.replace(/^sidebar\.\w+\.(doc|category|link)\./, '');
/** `sidebar.x.doc./x/introduction` -> `doc`. */
const kindOf = (key: string): string | undefined => key.split('.')[2];

/**
 * The sidebar translation file after seeding (scripts/seed-sidebar-translations.ts): every
 * generated entry, existing messages kept. An entry whose kind changed (`doc` -> `link` when a
 * navigation page became a generated API page) keeps its message under the new key, unless the new
 * key already has a translation of its own; the old key goes.
 */
export function mergeSidebarTranslations(existing: Readonly<Entries>, generated: Readonly<Entries>): Entries {
  const kept: Entries = { ...existing };
  const byPathname = new Map(Object.keys(existing).map((key) => [`${kindOf(key)}|${pathnameOf(key)}`, key]));
  for (const key of Object.keys(generated)) {
    const kind = kindOf(key);
    const moved = ['doc', 'link', 'category']
      .filter((other) => other !== kind)
      .map((other) => byPathname.get(`${other}|${pathnameOf(key)}`))
      .find((old): old is string => old !== undefined && !(old in generated));
    if (!moved) continue;
    // Docusaurus may already have written the new key with the English label: the old message wins.
    const untranslated = !(key in kept) || kept[key].message === generated[key].message;
    if (untranslated) kept[key] = { ...generated[key], message: kept[moved].message };
    delete kept[moved];
  }
  return { ...generated, ...kept };
}
