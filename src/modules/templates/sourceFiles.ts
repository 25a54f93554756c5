/**
 * The files of a template as the source viewer shows them (pure: shared by the build plugin that
 * reads them, plugins/template-sources, and the dialog that shows them).
 */
export interface TemplateSourceFile {
  /**
   * Relative to the template's folder, with forward slashes: `index.tsx`, `components/Hero.tsx`, or
   * `../shared/useCheckedForm.ts` for a shared file the template imports.
   */
  readonly path: string;
  readonly code: string;
}

/** The build plugin's name: its data lives under `@generated/<name>/default/`. */
export const TEMPLATE_SOURCES_PLUGIN_NAME = 'portal-template-sources';

/** The data file of one template's sources (one lazily loaded chunk each). */
export function templateSourcesDataName(slug: string): string {
  return `template-${slug}.json`;
}

/** What the viewer shows of a folder: code and styles, not tests. */
export function isShownSourceFile(path: string): boolean {
  return /\.(tsx?|css|json)$/.test(path) && !/\.test\.tsx?$/.test(path);
}

/**
 * The entry first (`index.tsx`), then the other files by path, folders after the files beside them,
 * and the shared files the template imports (`../shared/...`) last.
 */
export function compareSourcePaths(a: string, b: string): number {
  const rank = (path: string): number =>
    path === 'index.tsx' ? 0 : path.startsWith('../') ? 3 : path.includes('/') ? 2 : 1;
  return rank(a) - rank(b) || a.localeCompare(b, 'en');
}

/** The code block's language of a file. */
export function sourceLanguage(path: string): string {
  const extension = /\.([a-z]+)$/.exec(path)?.[1] ?? '';
  return extension === 'ts' || extension === 'tsx' || extension === 'css' || extension === 'json' ? extension : 'text';
}
