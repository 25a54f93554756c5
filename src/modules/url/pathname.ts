import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../data/constants';
import { PRODUCTS, type ProductCategory } from '../../data/products';

/** The optional tab segment a component page can end with. */
export const DOCS_TABS = ['components-api', 'hooks-api'] as const;
export type DocsTab = (typeof DOCS_TABS)[number];

/**
 * First path segments that belong to the core (Material UI) sections: the sections of the products
 * data, plus the product's own segment and the API reference prefixes of the spec.
 */
export const CORE_SEGMENTS: ReadonlySet<string> = new Set([
  ...PRODUCTS.filter((product) => product.category === 'core').flatMap((product) => product.sections ?? []),
  'material-ui',
  'api',
  'api-docs',
]);

export interface ParsedPathname {
  /** Language of the page: the prefix when it is a recognised one, else the default. */
  readonly userLanguage: Language;
  /** The path without language prefix, hash and trailing slash (the docs tab kept). */
  readonly canonicalAs: string;
  /** `canonicalAs` with a leading `/api` mapped to `/api-docs`. */
  readonly canonicalAsServer: string;
  /** `canonicalAs` without the docs tab segment: the page a tab belongs to. */
  readonly canonicalPathname: string;
  readonly docsTab: DocsTab | null;
  readonly productCategory: ProductCategory;
  readonly isBlog: boolean;
  readonly isPlayground: boolean;
}

export function isLanguage(value: string): value is Language {
  return (LANGUAGES as readonly string[]).includes(value);
}

/** Drops a `#fragment` (and a `?query`) from a path. */
export function stripHash(pathname: string): string {
  return pathname.replace(/[?#].*$/, '');
}

/** Removes trailing slashes; the root stays `/`. */
export function stripTrailingSlash(pathname: string): string {
  const stripped = pathname.replace(/\/+$/, '');
  return stripped === '' ? '/' : stripped;
}

/** `/api/...` (Next-style API paths) map to `/api-docs/...`. */
export function toServerPathname(pathname: string): string {
  return pathname.replace(/^\/api(?=\/|$)/, '/api-docs');
}

function firstSegment(pathname: string): string {
  return pathname.split('/')[1] ?? '';
}

export function productCategoryOf(canonicalPathname: string): ProductCategory {
  const segment = firstSegment(canonicalPathname);
  if (segment === 'x') return 'x';
  if (segment === 'toolpad') return 'toolpad';
  if (CORE_SEGMENTS.has(segment)) return 'core';
  return 'docs';
}

export function isBlogPath(canonicalPathname: string): boolean {
  return firstSegment(canonicalPathname) === 'blog';
}

/** Splits a two-letter language prefix off; only recognised languages count as a prefix. */
export function splitLanguage(pathname: string): { language: Language; rest: string } {
  const match = /^\/([a-z]{2})(?=\/|$)/.exec(pathname);
  if (match && isLanguage(match[1])) {
    const rest = pathname.slice(match[0].length);
    return { language: match[1], rest: rest === '' ? '/' : rest };
  }
  return { language: DEFAULT_LANGUAGE, rest: pathname };
}

/** Applies every URL rule of the specification to a path as the browser shows it. */
export function parsePathname(rawPathname: string): ParsedPathname {
  const clean = stripTrailingSlash(stripHash(rawPathname || '/'));
  const { language, rest } = splitLanguage(clean);
  const isBlog = isBlogPath(rest);
  // Blog paths are excluded from language handling: they are always English.
  const userLanguage = isBlog ? DEFAULT_LANGUAGE : language;
  const canonicalAs = rest;
  const tabMatch = /\/(components-api|hooks-api)$/.exec(canonicalAs);
  const docsTab = tabMatch ? (tabMatch[1] as DocsTab) : null;
  const canonicalPathname = tabMatch ? stripTrailingSlash(canonicalAs.slice(0, -tabMatch[0].length)) : canonicalAs;
  return {
    userLanguage,
    canonicalAs,
    canonicalAsServer: toServerPathname(canonicalAs),
    canonicalPathname,
    docsTab,
    productCategory: productCategoryOf(canonicalPathname),
    isBlog,
    isPlayground: firstSegment(canonicalPathname) === 'playground',
  };
}

/** The path of a canonical page in a language; blog paths never get a prefix. */
export function pathnameInLanguage(canonicalPathname: string, language: Language): string {
  const canonical = stripTrailingSlash(canonicalPathname);
  if (language === DEFAULT_LANGUAGE || isBlogPath(canonical)) return canonical;
  return canonical === '/' ? `/${language}` : `/${language}${canonical}`;
}
