import fs from 'node:fs';
import path from 'node:path';
import { pathnameOfDocFile } from '../navigation/docFiles';
import { DOCS_AREAS, englishPageDir } from './docsAreas';

/**
 * Docusaurus's `markdown.hooks.onBrokenMarkdownLinks` for the translated locales. In the Chinese build a
 * relative file link between an English page and a translated one (`../introduction/licensing.mdx` from
 * a page not translated yet, or `./support.mdx` from a translation to a page not translated yet) is
 * reported as broken, since the two files live in different folders (`docs/` and `i18n/zh/...`). Such a
 * link is a link to the page's route, which follows the file (notes/WRITING.md): `/x/introduction/licensing`,
 * with its query and hash; Docusaurus's `Link` puts the locale in front. A link to a page that does not
 * exist in English either is still an error naming the file.
 */
export function createMarkdownLinkResolver(siteDir: string) {
  return ({ sourceFilePath, url }: { sourceFilePath: string; url: string }): string => {
    const route = routeOfLinkedPage(siteDir, sourceFilePath, url);
    if (route) return route;
    throw new Error(
      `Markdown link with URL ${url} in ${sourceFilePath} couldn't be resolved: no page at that path (link to an .mdx file beside the page, e.g. ./licensing.mdx).`,
    );
  };
}

/** The route of the English page a relative `.md`/`.mdx` link names, or null when there is none. */
export function routeOfLinkedPage(siteDir: string, sourceFilePath: string, url: string): string | null {
  const match = /^([^?#]+\.mdx?)([?#].*)?$/.exec(url);
  if (!match || /^[a-z]+:/i.test(url) || url.startsWith('/')) return null;
  const sourceDir = englishPageDir(path.dirname(path.resolve(siteDir, sourceFilePath)));
  const target = path.resolve(sourceDir, decodeURI(match[1]!));
  for (const area of DOCS_AREAS) {
    const dir = path.resolve(siteDir, area.docsDir);
    const rel = path.relative(dir, target);
    if (rel.startsWith('..') || path.isAbsolute(rel) || !fs.existsSync(target)) continue;
    return pathnameOfDocFile({ dir, routeBasePath: area.routeBase }, target) + (match[2] ?? '');
  }
  return null;
}
