/**
 * Local search run in the page instead of in a Web Worker. The search plugin's worker lives at
 * /assets/…, outside the service worker's /x/ scope, so its fetch of the index never reaches the
 * service worker and fails offline. Run in the page, the fetch goes through the page's service worker
 * (which keeps the index, cachePolicy "static"), so search works offline on the /x/ pages a reader has
 * visited. The query logic is the plugin's own (tokenizer, smart queries, ranking), handed in as
 * `SearchLibrary`; this module only loads, caches and queries the indexes.
 */

/** One searchable document of the plugin's index (title, heading or content of a page). */
export interface SearchDocument {
  /** Id, as a string the lunr ref. */
  readonly i: number;
  /** Id of the page document this one belongs to. */
  readonly p?: number;
  readonly [field: string]: unknown;
}

/** The part of a lunr index used here. */
export interface QueryableIndex {
  query(build: (query: { term(value: string, options: Record<string, unknown>): void }) => void): Array<{
    ref: string;
    score: number;
    matchData: { metadata: unknown };
  }>;
}

/** One file of the plugin's index: a list of (documents, serialized lunr index), one per document type. */
export type SerializedIndexes = Array<{
  documents: SearchDocument[];
  index: { invertedIndex: Array<[string, ...unknown[]]> };
}>;

export interface SmartTerm {
  value: string;
  wildcard?: number;
  presence?: number;
  editDistance?: number;
}

export interface SearchLibrary {
  /** The index file name with `{dir}` where the search context goes. */
  readonly searchIndexUrl: string;
  readonly language: string[];
  tokenize(input: string, language: string[]): string[];
  smartQueries(tokens: string[], zhDictionary: string[]): Array<{ term: SmartTerm[]; tokens: string[] }>;
  loadIndex(serialized: unknown): QueryableIndex;
  sortSearchResults(results: SearchResult[]): void;
  processTreeStatusOfSearchResults(results: SearchResult[]): void;
}

export interface SearchResult {
  document: SearchDocument;
  type: number;
  page: SearchDocument | false | undefined;
  metadata: unknown;
  tokens: string[];
  score: number;
  [key: string]: unknown;
}

interface LoadedIndexes {
  wrapped: Array<{ type: number; documents: SearchDocument[]; index: QueryableIndex }>;
  zhDictionary: string[];
}

const TITLE_TYPE = 0;
const HAN = /\p{Unified_Ideograph}/u;

/** The URL of the index of a search context (a docs area) under a base URL; throws for another origin. */
export function indexUrlOf(baseUrl: string, searchContext: string, searchIndexUrl: string, origin: string): string {
  const dir = searchContext ? `-${searchContext.replace(/\//g, '-')}` : '';
  const url = `${baseUrl}${searchIndexUrl.replace('{dir}', dir)}`;
  if (new URL(url, origin).origin !== origin) throw new Error(`The search index must come from this site: ${url}`);
  return url;
}

/** The Chinese words of the indexes, which the query segmentation matches against. */
export function zhDictionaryOf(indexes: SerializedIndexes): string[] {
  const words = new Set<string>();
  for (const { index } of indexes) {
    for (const [term] of index.invertedIndex) if (HAN.test(term[0] ?? '')) words.add(term);
  }
  return [...words];
}

export interface PageSearch {
  fetchIndexes(baseUrl: string, searchContext: string): Promise<void>;
  search(baseUrl: string, searchContext: string, input: string, limit: number): Promise<SearchResult[]>;
}

/** Search over indexes fetched once per (base URL, context); a failed fetch is retried on the next query. */
export function createPageSearch(
  library: SearchLibrary,
  fetchJson: (url: string) => Promise<unknown>,
  origin: string,
): PageSearch {
  const loaded = new Map<string, Promise<LoadedIndexes>>();

  const load = (baseUrl: string, searchContext: string): Promise<LoadedIndexes> => {
    const key = `${baseUrl}${searchContext}`;
    let promise = loaded.get(key);
    if (!promise) {
      promise = (async () => {
        const json = (await fetchJson(
          indexUrlOf(baseUrl, searchContext, library.searchIndexUrl, origin),
        )) as SerializedIndexes;
        return {
          wrapped: json.map(({ documents, index }, type) => ({ type, documents, index: library.loadIndex(index) })),
          zhDictionary: zhDictionaryOf(json),
        };
      })();
      promise.catch(() => loaded.delete(key));
      loaded.set(key, promise);
    }
    return promise;
  };

  return {
    async fetchIndexes(baseUrl, searchContext) {
      await load(baseUrl, searchContext);
    },
    async search(baseUrl, searchContext, input, limit) {
      const tokens = library.tokenize(input, library.language);
      if (tokens.length === 0) return [];
      const { wrapped, zhDictionary } = await load(baseUrl, searchContext);
      const results: SearchResult[] = [];
      const seen = new Set<string>();
      search: for (const query of library.smartQueries(tokens, zhDictionary)) {
        for (const { type, documents, index } of wrapped) {
          const matches = index.query((builder) => {
            for (const term of query.term) {
              builder.term(term.value, {
                wildcard: term.wildcard,
                presence: term.presence,
                ...(term.editDistance ? { editDistance: term.editDistance } : {}),
              });
            }
          });
          for (const match of matches) {
            if (results.length >= limit) break;
            if (seen.has(match.ref)) continue;
            const document = documents.find((candidate) => String(candidate.i) === match.ref);
            if (!document) continue;
            seen.add(match.ref);
            results.push({
              document,
              type,
              page: type !== TITLE_TYPE && wrapped[0]?.documents.find((candidate) => candidate.i === document.p),
              metadata: match.matchData.metadata,
              tokens: query.tokens,
              score: match.score,
            });
          }
          if (results.length >= limit) break search;
        }
      }
      library.sortSearchResults(results);
      library.processTreeStatusOfSearchResults(results);
      return results;
    },
  };
}
