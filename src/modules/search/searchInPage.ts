/**
 * Stands in for the search plugin's `searchByWorker` module (swapped at build time by
 * plugins/search-in-page): the same two functions, answered by pageSearch in the page.
 */
import lunr from 'lunr';
import { language, searchIndexUrl } from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/proxiedGeneratedConstants';
import { tokenize } from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/tokenize';
import { smartQueries } from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/smartQueries';
import { sortSearchResults } from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/sortSearchResults';
import { processTreeStatusOfSearchResults } from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/processTreeStatusOfSearchResults';
import { createPageSearch, type PageSearch, type SearchResult } from './pageSearch';

let pageSearch: PageSearch | undefined;

function getPageSearch(): PageSearch {
  pageSearch ??= createPageSearch(
    {
      searchIndexUrl,
      language,
      tokenize,
      smartQueries,
      loadIndex: (serialized) => lunr.Index.load(serialized as object),
      sortSearchResults,
      processTreeStatusOfSearchResults,
    },
    async (url) => (await fetch(url)).json(),
    window.location.origin,
  );
  return pageSearch;
}

// The index exists only in a production build, as with the plugin's own module.
const built = process.env.NODE_ENV === 'production';

export async function fetchIndexesByWorker(baseUrl: string, searchContext: string): Promise<void> {
  if (built) await getPageSearch().fetchIndexes(baseUrl, searchContext);
}

export async function searchByWorker(baseUrl: string, searchContext: string, input: string, limit: number): Promise<SearchResult[]> {
  return built ? getPageSearch().search(baseUrl, searchContext, input, limit) : [];
}
