import path from 'node:path';
import { AREAS, SITE_DIR } from '../navigation/areas';

/**
 * The docs areas as the translation tools see them: the portal's two areas (config/navigation/areas.ts)
 * with their folders relative to the site, and the folder of a locale's translations.
 */
export interface DocsArea {
  readonly pluginId: string;
  /** Folder of the English pages, relative to the site. */
  readonly docsDir: string;
  readonly routeBase: string;
  /** Folder of a locale's translated pages, relative to the site. */
  readonly translationsDir: (locale: string) => string;
}

/** Where Docusaurus reads a docs plugin's translated pages (`i18n/zh/docusaurus-plugin-content-docs-x/current`). */
export function translationsDirOf(pluginId: string, locale: string): string {
  const suffix = pluginId === 'default' ? '' : `-${pluginId}`;
  return `i18n/${locale}/docusaurus-plugin-content-docs${suffix}/current`;
}

export const DOCS_AREAS: readonly DocsArea[] = [AREAS.x, AREAS.core].map((area) => ({
  pluginId: area.pluginId,
  docsDir: path.relative(SITE_DIR, area.dir).split(path.sep).join('/'),
  routeBase: area.routeBasePath,
  translationsDir: (locale: string) => translationsDirOf(area.pluginId, locale),
}));

/**
 * The folder of the English page a translated page was made from: a page of
 * `i18n/<locale>/docusaurus-plugin-content-docs-x/current/<dir>` comes from `docs/x/<dir>`. Demos live
 * beside the English page only, so a translation's `<Demo file="./demos/X.tsx" />` is found there. Any
 * other folder is returned unchanged.
 */
export function englishPageDir(dir: string): string {
  const posix = dir.split(path.sep).join('/');
  for (const area of DOCS_AREAS) {
    const [i18n, , ...rest] = area.translationsDir('*').split('/');
    const marker = new RegExp(`^(.*)/${i18n}/[^/]+/${rest.join('/')}(/.*)?$`);
    const match = marker.exec(posix);
    if (match) return path.join(match[1] ?? '/', area.docsDir, match[2] ?? '');
  }
  return dir;
}
