/**
 * Adds a translation entry for every navigation entry (not only those whose page exists yet) to the
 * sidebar translation files of i18n/zh, so translators can translate the whole navigation up front.
 * The sidebar is built as if every page existed, so keys are exactly the ones Docusaurus uses once
 * the pages are written. Existing messages are kept; an entry whose kind changed (a navigation page
 * that became a generated API page: `doc` -> `link`) keeps its message under the new key
 * (scripts/lib/mergeSidebarTranslations.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { AREAS, PAGES_DIR, SITE_DIR, lookupFor, navigationOf } from '../config/navigation/areas';
import { standalonePageExists } from '../config/navigation/docFiles';
import { buildSidebar } from '../config/navigation/tree';
import { sidebarTranslationEntries, type TranslationEntry } from '../config/navigation/translationKeys';
import { mergeSidebarTranslations } from './lib/mergeSidebarTranslations';

for (const [sidebarId, area] of Object.entries(AREAS)) {
  const folder =
    area.pluginId === 'default' ? 'docusaurus-plugin-content-docs' : `docusaurus-plugin-content-docs-${area.pluginId}`;
  const file = path.join(SITE_DIR, 'i18n/zh', folder, 'current.json');
  const existing: Record<string, TranslationEntry> = fs.existsSync(file)
    ? JSON.parse(fs.readFileSync(file, 'utf8'))
    : {};
  const lookup = lookupFor(area);
  const everyPage = buildSidebar(navigationOf(area), {
    // Standalone and generated pages are sidebar links; every other entry is (or will be) a doc.
    docIdOf: (pathname) => (standalonePageExists(PAGES_DIR, pathname) || lookup.pageExists(pathname) ? null : pathname),
    pageExists: () => true,
  });
  const merged = mergeSidebarTranslations(existing, sidebarTranslationEntries(sidebarId, everyPage));
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify(merged, null, 2)}\n`);
  console.log(`${path.relative(SITE_DIR, file)}: ${Object.keys(merged).length} entries`);
}
