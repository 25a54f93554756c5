import path from 'node:path';

/**
 * The docs areas as the translation tools see them: where the English pages are, under which route they
 * are served, and the folder of a locale's translations (Docusaurus's i18n layout).
 */
export interface DocsArea {
  readonly pluginId: string;
  /** Folder of the English pages, relative to the site. */
  readonly docsDir: string;
  readonly routeBase: string;
  /** Folder of a locale's translated pages, relative to the site. */
  readonly translationsDir: (locale: string) => string;
}

export const DOCS_AREAS: readonly DocsArea[] = [
  {
    pluginId: 'x',
    docsDir: 'docs/x',
    routeBase: '/x',
    translationsDir: (locale) => `i18n/${locale}/docusaurus-plugin-content-docs-x/current`,
  },
  {
    pluginId: 'default',
    docsDir: 'docs/core',
    routeBase: '/',
    translationsDir: (locale) => `i18n/${locale}/docusaurus-plugin-content-docs/current`,
  },
];

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
