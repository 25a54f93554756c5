/**
 * Adds a translation entry for every navigation entry (not only those whose page exists yet) to the
 * sidebar translation files of i18n/zh, so translators can translate the whole navigation up front.
 * The sidebar is built as if every page existed, so keys are exactly the ones Docusaurus uses once
 * the pages are written. Existing messages are kept; an entry whose kind changed (a navigation page
 * that became a generated API page: `doc` -> `link`) keeps its message under the new key.
 */
import fs from 'node:fs';
import path from 'node:path';
import { AREAS, PAGES_DIR, SITE_DIR, lookupFor, navigationOf } from '../config/navigation/areas';
import { standalonePageExists } from '../config/navigation/docFiles';
import { buildSidebar } from '../config/navigation/tree';
import { sidebarTranslationEntries, type TranslationEntry } from '../config/navigation/translationKeys';

for (const [sidebarId, area] of Object.entries(AREAS)) {
  const folder = area.pluginId === 'default' ? 'docusaurus-plugin-content-docs' : `docusaurus-plugin-content-docs-${area.pluginId}`;
  const file = path.join(SITE_DIR, 'i18n/zh', folder, 'current.json');
  const existing: Record<string, TranslationEntry> = fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : {};
  const lookup = lookupFor(area);
  const everyPage = buildSidebar(navigationOf(area), {
    // Standalone and generated pages are sidebar links; every other entry is (or will be) a doc.
    docIdOf: (pathname) => (standalonePageExists(PAGES_DIR, pathname) || lookup.pageExists(pathname) ? null : pathname),
    pageExists: () => true,
  });
  const generated = sidebarTranslationEntries(sidebarId, everyPage);
  const pathnameOf = (key: string): string => key.replace(/^sidebar\.\w+\.(doc|category|link)\./, '');
  const byPathname = new Map(Object.keys(existing).map((key) => [`${key.split('.')[2]}|${pathnameOf(key)}`, key]));
  for (const key of Object.keys(generated)) {
    const kind = key.split('.')[2];
    const moved = ['doc', 'link', 'category']
      .filter((other) => other !== kind)
      .map((other) => byPathname.get(`${other}|${pathnameOf(key)}`))
      .find((old): old is string => old !== undefined && !(old in generated));
    if (!moved) continue;
    // Docusaurus may already have written the new key with the English label: the old message wins.
    const untranslated = !(key in existing) || existing[key].message === generated[key].message;
    if (untranslated) existing[key] = { ...generated[key], message: existing[moved].message };
    delete existing[moved];
  }
  const merged = { ...generated, ...existing };
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify(merged, null, 2)}\n`);
  console.log(`${path.relative(SITE_DIR, file)}: ${Object.keys(merged).length} entries`);
}
