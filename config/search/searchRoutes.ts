/**
 * Which routes the local search (@easyops-cn/docusaurus-search-local) reads as docs pages.
 *
 * The plugin treats every route under a `docsRouteBasePath` as a docs candidate and drops the ones
 * that are not docs; only routes under none of them are indexed as plain pages. With the core area at
 * `/`, a base path of `/` would swallow every route, and the standalone pages (`/versions`, ...)
 * and any generated route under `/x/api/` would never be indexed. So the base paths are the
 * top-level sections of the two docs folders (`getting-started`, `x/react-data-grid`, ...), and the API
 * reference is always indexed as pages, whether it is made of docs or of generated routes.
 */
import fs from 'node:fs';

/** Route segments never read as docs sections: the API reference (see above). */
export const PAGE_INDEXED_SECTIONS: readonly string[] = ['api'];

/** The top-level route segments of a docs folder's entries: folders and Markdown/MDX files. */
export function sectionsOf(entries: ReadonlyArray<{ name: string; isDirectory: boolean }>): string[] {
  const sections = new Set<string>();
  for (const entry of entries) {
    if (entry.name.startsWith('_') || entry.name.startsWith('.')) continue;
    const name = entry.isDirectory ? entry.name : /\.mdx?$/.test(entry.name) ? entry.name.replace(/\.mdx?$/, '') : null;
    if (name && name !== 'index' && !PAGE_INDEXED_SECTIONS.includes(name)) sections.add(name);
  }
  return [...sections].sort();
}

/** The docs base paths for the search: one per top-level section, prefixed with the area's route. */
export function searchDocsRouteBasePaths(
  areas: ReadonlyArray<{ routeBasePath: string; sections: readonly string[] }>,
): string[] {
  return areas.flatMap(({ routeBasePath, sections }) => {
    const prefix = routeBasePath.replace(/^\/+|\/+$/g, '');
    return sections.map((section) => (prefix ? `${prefix}/${section}` : section));
  });
}

/** Reads the sections of a docs folder on disk. */
export function sectionsOfFolder(dir: string): string[] {
  return sectionsOf(
    fs
      .readdirSync(dir, { withFileTypes: true })
      .map((entry) => ({ name: entry.name, isDirectory: entry.isDirectory() })),
  );
}
