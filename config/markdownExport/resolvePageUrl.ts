import path from 'node:path';
import { pathnameOfDocFile, type DocsArea } from '../navigation/docFiles';

export interface PageUrlContext {
  /** The page's file (English or translated). */
  readonly file: string;
  /** The page's absolute address. */
  readonly pageUrl: string;
  /** The site's origin (`https://host`), no trailing slash. */
  readonly siteUrl: string;
  /** The locale's prefix (`''` or `/zh`). */
  readonly localePrefix: string;
  /** The folders a page file can live in, each with the route it is served under (docs and translations). */
  readonly roots: readonly DocsArea[];
}

const ABSOLUTE = /^[a-z][a-z\d+.-]*:/i;

/**
 * A link or image address written on a page, made absolute: external addresses stay, `#anchor`
 * stays on the page, `/route` gets the site and the locale, and a file link (`./licensing.mdx#pro`)
 * becomes the address of the page that file is served at, as Docusaurus resolves it.
 */
export function resolvePageUrl(href: string, context: PageUrlContext): string {
  if (ABSOLUTE.test(href) || href.startsWith('//')) return href;
  if (href.startsWith('#')) return `${context.pageUrl}${href}`;
  if (href.startsWith('/')) return `${context.siteUrl}${context.localePrefix}${href}`;
  const hashAt = href.indexOf('#');
  const target = hashAt === -1 ? href : href.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : href.slice(hashAt);
  if (/\.mdx?$/.test(target)) {
    const resolved = path.resolve(path.dirname(context.file), target);
    const root = context.roots.find((candidate) => !path.relative(candidate.dir, resolved).startsWith('..'));
    if (root) {
      const pathname = pathnameOfDocFile(root, resolved);
      return `${context.siteUrl}${context.localePrefix}${pathname === '/' ? '' : pathname}${hash}`;
    }
  }
  return new URL(href, `${context.pageUrl}`).href;
}
