/**
 * Adds a translation entry for every navigation entry (not only those whose page exists yet) to the
 * sidebar translation files of i18n/zh, so translators can translate the whole navigation up front.
 * Keys follow Docusaurus's scheme with the pathname as key: `sidebar.<id>.doc.<pathname>`,
 * `sidebar.<id>.category.<pathname>`, `sidebar.<id>.link.<pathname>`. Existing messages are kept.
 */
import fs from 'node:fs';
import path from 'node:path';
import { AREAS, SITE_DIR } from '../src/modules/navigation/areas';
import type { NavPage } from '../src/data/navigation';
import { isPageEntry } from '../src/modules/navigation/tree';

type Entry = { message: string; description: string };

function keysOf(sidebarId: string, tree: readonly NavPage[], parentKey: string, out: Record<string, Entry>): void {
  for (const entry of tree) {
    const label = entry.title ?? entry.subheader ?? '';
    if (entry.children || entry.subheader !== undefined) {
      const key = entry.pathname ?? `${parentKey}#${entry.subheader ?? label}`;
      out[`sidebar.${sidebarId}.category.${key}`] = {
        message: label,
        description: `The label for category '${label}' in sidebar '${sidebarId}'`,
      };
      keysOf(sidebarId, entry.children ?? [], key, out);
    } else if (isPageEntry(entry)) {
      // Standalone pages (src/pages) are link items; every other page is a doc.
      const kind = entry.pathname === '/versions' ? 'link' : 'doc';
      out[`sidebar.${sidebarId}.${kind}.${entry.pathname}`] = {
        message: label,
        description: `The label for the doc item '${label}' in sidebar '${sidebarId}', linking to ${entry.pathname}`,
      };
    }
  }
}

for (const [sidebarId, area] of Object.entries(AREAS)) {
  const folder = area.pluginId === 'default' ? 'docusaurus-plugin-content-docs' : `docusaurus-plugin-content-docs-${area.pluginId}`;
  const file = path.join(SITE_DIR, 'i18n/zh', folder, 'current.json');
  const existing: Record<string, Entry> = fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : {};
  const seeded: Record<string, Entry> = {};
  keysOf(sidebarId, area.navigation, 'root', seeded);
  const merged = { ...seeded, ...existing };
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify(merged, null, 2)}\n`);
  console.log(`${file}: ${Object.keys(merged).length} entries`);
}
