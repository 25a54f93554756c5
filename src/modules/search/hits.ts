/**
 * From Pagefind's results to what the box shows (pure, unit-tested): a title, the page's area and
 * path, and the excerpt split into plain and matched parts (rendered as text, never as HTML).
 */
import { areaFilters, areaOfPath, type SearchArea } from './areas';
import type { PagefindApi, PagefindResult, PagefindResultData } from './engine';
import { searchInTurn } from './searchTurns';

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

/**
 * Pagefind answers a word it has not indexed with its longest indexed prefix ("xylophone" finds the
 * pages with "x"; "orchid" those with "or"), a known trait of 1.x with no option to turn it off
 * (Pagefind issue 780). The portal checks the words a result actually matched: a page counts only when
 * one of them shares a stem with a Latin query word, that is, at least its first four letters (all of
 * a shorter word). Words in Chinese characters are left to Pagefind's segmentation.
 */
const STEM_LETTERS = 4;

/** The query's words in Latin letters and digits, lowercased (those the check applies to). */
export function latinTerms(query: string): string[] {
  return query
    .toLowerCase()
    .split(/\s+/)
    .map((word) => word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''))
    .filter((word) => word.length > 0 && /^[\p{Script=Latin}\p{N}._-]+$/u.test(word));
}

/** Whether a matched word and a query word share a stem (see STEM_LETTERS). */
export function sharesStem(word: string, term: string): boolean {
  const needed = Math.min(term.length, STEM_LETTERS);
  const normalized = word.toLowerCase().replace(/^[^\p{L}\p{N}]+/u, '');
  return normalized.slice(0, needed) === term.slice(0, needed);
}

/** The words of a page that Pagefind matched (`content` split as Pagefind counts `locations`). */
export function matchedWords(data: PagefindResultData): string[] {
  if (!data.content || !data.locations) return [];
  // As Pagefind splits it: at zero-width spaces where its segmenter put them (Chinese), else whitespace.
  const words = data.content.includes('\u200B') ? data.content.split('\u200B') : data.content.split(/[^\S\uFEFF]+/g);
  return data.locations.map((location) => words[location] ?? '').filter(Boolean);
}

/**
 * True when Pagefind matched a page only through a prefix of the query's words; a result without
 * the data to tell (no content or locations) is kept.
 */
export function isLooseMatch(data: PagefindResultData, terms: readonly string[]): boolean {
  if (terms.length === 0 || !data.content || !data.locations) return false;
  const words = matchedWords(data);
  return !terms.some((term) => words.some((word) => sharesStem(word, term)));
}

export interface SearchAnswer {
  readonly query: string;
  readonly hits: readonly SearchHit[];
  /** All the pages that match, of which `hits` are the first (while incomplete: as far as known). */
  readonly total: number;
  /**
   * False for an answer given while later results' data is still arriving: its hits are the first
   * results, in order, and the complete answer follows.
   */
  readonly complete: boolean;
  /** The same object for every answer of one run of a query (its partial answers and the complete one). */
  readonly run: object;
}

/** The answer for the data read so far: the first `data.length` results (pure). */
function answerOf(
  query: string,
  data: readonly PagefindResultData[],
  resultCount: number,
  baseUrl: string,
  complete: boolean,
  run: object,
): SearchAnswer {
  const terms = latinTerms(query);
  const kept = data.filter((item) => !isLooseMatch(item, terms));
  // When every result read is a loose match, the query matched nothing: the rest are looser still.
  if (complete && kept.length === 0) return { query, hits: [], total: 0, complete, run };
  return {
    query,
    hits: kept.map((item) => toHit(item, baseUrl)),
    total: resultCount - (data.length - kept.length),
    complete,
    run,
  };
}

export interface RunOptions {
  /** Given the answer for the first results as soon as their data has arrived, before the rest. */
  readonly onPartial?: (answer: SearchAnswer) => void;
  /**
   * Whether the reader still waits for this query's answer; once it says no, the run asks for nothing
   * more (no search, no further result data) and resolves `null`.
   */
  readonly isWanted?: () => boolean;
  /**
   * Resolves once the first results given to `onPartial` can be on screen; the rest of the results'
   * data is asked for only then. Defaults to the end of the next frame (`afterNextFrame`).
   */
  readonly afterShown?: () => Promise<void>;
}

/**
 * Resolves after the next frame has been produced (a task posted from `requestAnimationFrame` runs once
 * the frame is done: a message where MessageChannel exists, else a timer); at once where there are no
 * frames (server).
 */
export function afterNextFrame(): Promise<void> {
  if (typeof requestAnimationFrame !== 'function') return Promise.resolve();
  return new Promise((resolve) => {
    requestAnimationFrame(() => {
      if (typeof MessageChannel !== 'function') {
        setTimeout(resolve, 0);
        return;
      }
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        channel.port1.close();
        resolve();
      };
      channel.port2.postMessage(null);
    });
  });
}

/**
 * Runs a query in an area and reads the data of the first `limit` results. The search waits for the
 * engine's search in progress and is skipped if the query is no longer wanted by then
 * (searchTurns.ts). Each result's data is a fragment fetched on its own: the first result's alone, the
 * others once it has arrived (on a phone's connection they would share its bandwidth). As soon as the
 * first results' data has arrived, in order, and at least one of them is a match, `onPartial` is given
 * that answer (so a phone shows the first result without waiting for the last fragment); when the first
 * result was given so, the others are asked for once it can be on screen (`afterShown`), so that their
 * decoding does not hold up the frame that shows it. The promise is the complete answer, or `null` for
 * a query no longer wanted.
 */
export async function runQuery(
  engine: PagefindApi,
  query: string,
  area: SearchArea | 'all',
  limit: number,
  baseUrl: string,
  { onPartial, isWanted = () => true, afterShown = afterNextFrame }: RunOptions = {},
): Promise<SearchAnswer | null> {
  const run = {};
  const filters = areaFilters(area);
  const searched = await searchInTurn(engine, isWanted, async () => ({
    answer: await engine.search(query, { filters }),
  }));
  if (!searched || !isWanted()) return null;
  const results = searched.answer?.results ?? [];
  const first = results.slice(0, limit);
  const arrived: Array<PagefindResultData | undefined> = first.map(() => undefined);
  let shown = 0;
  let given = false;
  const read = (result: PagefindResult, index: number): Promise<PagefindResultData> =>
    result.data().then((item) => {
      arrived[index] = item;
      let ready = shown;
      while (ready < first.length && arrived[ready]) ready += 1;
      if (!onPartial || ready === shown || ready === first.length) return item;
      shown = ready;
      const partial = answerOf(
        query,
        arrived.slice(0, ready) as PagefindResultData[],
        results.length,
        baseUrl,
        false,
        run,
      );
      if (partial.hits.length > 0) {
        given = true;
        onPartial(partial);
      }
      return item;
    });
  // The first result's fragment is asked for alone, the others once it has arrived: on a slow
  // connection they would otherwise share its bandwidth, and their parsing its main thread.
  const head = first.length > 0 ? [await read(first[0]!, 0)] : [];
  if (!isWanted()) return null;
  if (given && first.length > 1) {
    await afterShown();
    if (!isWanted()) return null;
  }
  const data = [...head, ...(await Promise.all(first.slice(1).map((result, index) => read(result, index + 1))))];
  return answerOf(query, data, results.length, baseUrl, true, run);
}
