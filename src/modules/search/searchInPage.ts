/**
 * Stands in for the search plugin's `searchByWorker` module (swapped at build time by
 * plugins/search-in-page): the same two functions, answered by pageSearch in the page. The engine
 * (lunr and the plugin's query code) is a separate chunk, fetched by the first call: the search box
 * asks for the index when the reader focuses or points at it, so a page that is only read never
 * downloads it.
 */
import type { SearchResult } from './pageSearch';
import LazyMark from './lazyMark';

let engine: Promise<typeof import('./searchEngine')> | undefined;
// The first search also fetches mark.js, which highlights the terms on the page a result opens: a
// reader who searched online then has it from the service worker's cache offline too.
const loadEngine = () =>
  (engine ??= import('./searchEngine').then((loaded) => {
    void LazyMark.preload();
    return loaded;
  }));

// The index exists only in a production build, as with the plugin's own module.
const built = process.env.NODE_ENV === 'production';

export async function fetchIndexesByWorker(baseUrl: string, searchContext: string): Promise<void> {
  if (built) await (await loadEngine()).getPageSearch().fetchIndexes(baseUrl, searchContext);
}

export async function searchByWorker(
  baseUrl: string,
  searchContext: string,
  input: string,
  limit: number,
): Promise<SearchResult[]> {
  return built ? (await loadEngine()).getPageSearch().search(baseUrl, searchContext, input, limit) : [];
}
