/**
 * The search engine run in the page: lunr with the plugin's language set-up, tokenizer, query
 * builder and ranking, over pageSearch. Loaded on demand by searchInPage.ts (the first time the
 * reader focuses or points at the search box), so none of it is in the first load of a page.
 */
// Registers the languages of the configuration on lunr (stemmers, Chinese, multi-language) before any
// index is loaded: the set-up part of the plugin's generated constants (plugins/search-in-page).
import '@generated/@easyops-cn/docusaurus-search-local/default/generated-constants.js?lunr-setup';
import lunr from 'lunr';
import {
  language,
  searchIndexUrl,
} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/proxiedGeneratedConstants';
import { tokenize } from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/tokenize';
import { smartQueries } from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/smartQueries';
import { sortSearchResults } from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/sortSearchResults';
import { processTreeStatusOfSearchResults } from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/processTreeStatusOfSearchResults';
import { createPageSearch, type PageSearch } from './pageSearch';

let pageSearch: PageSearch | undefined;

/** The page's one search over the indexes of this build. */
export function getPageSearch(): PageSearch {
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
