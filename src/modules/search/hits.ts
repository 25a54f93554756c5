/**
 * From Pagefind's results to what the box shows (pure, unit-tested): a title, the page's area and
 * path, and the excerpt split into plain and matched parts (rendered as text, never as HTML).
 */
import { areaFilters, areaOfPath, type SearchArea } from './areas';
import type { PagefindApi, PagefindResultData } from './engine';

export interface SearchHit {
  /** The page's URL, with the highlight parameters of the query. */
  readonly url: string;
  readonly title: string;
  readonly area: SearchArea;
  /** The page's path below the locale's base URL, as segments (`['x', 'introduction', 'licensing']`). */
  readonly path: readonly string[];
  readonly excerpt: readonly ExcerptPart[];
}

export interface ExcerptPart {
  readonly text: string;
  readonly matched: boolean;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", '#39': "'", '#x27': "'" };

function decodeEntities(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|apos|#39|#x27);/g, (_, name: string) => ENTITIES[name] ?? '');
}

/** Pagefind's excerpt (escaped text with `<mark>` around the matches) as parts. */
export function excerptParts(excerpt: string): ExcerptPart[] {
  const parts: ExcerptPart[] = [];
  const pattern = /<mark>([\s\S]*?)<\/mark>/g;
  let last = 0;
  for (let match = pattern.exec(excerpt); match; match = pattern.exec(excerpt)) {
    if (match.index > last) parts.push({ text: decodeEntities(excerpt.slice(last, match.index)), matched: false });
    parts.push({ text: decodeEntities(match[1] ?? ''), matched: true });
    last = match.index + match[0].length;
  }
  if (last < excerpt.length) parts.push({ text: decodeEntities(excerpt.slice(last)), matched: false });
  return parts.filter((part) => part.text.length > 0);
}

export function toHit(data: PagefindResultData, baseUrl: string): SearchHit {
  const pathname = new URL(data.url, 'https://portal.invalid').pathname;
  const base = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;
  const below = pathname.startsWith(base) ? pathname.slice(base.length) : pathname.replace(/^\//, '');
  return {
    url: data.url,
    title: data.meta.title?.trim() || pathname,
    area: areaOfPath(pathname, baseUrl),
    path: below.split('/').filter(Boolean),
    excerpt: excerptParts(data.excerpt),
  };
}

export interface SearchAnswer {
  readonly query: string;
  readonly hits: readonly SearchHit[];
  /** All the pages that match, of which `hits` are the first. */
  readonly total: number;
}

/** Runs a query in an area and reads the data of the first `limit` results. */
export async function runQuery(
  engine: PagefindApi,
  query: string,
  area: SearchArea | 'all',
  limit: number,
  baseUrl: string,
): Promise<SearchAnswer> {
  const answer = await engine.search(query, { filters: areaFilters(area) });
  const results = answer?.results ?? [];
  const data = await Promise.all(results.slice(0, limit).map((result) => result.data()));
  return { query, hits: data.map((item) => toHit(item, baseUrl)), total: results.length };
}
