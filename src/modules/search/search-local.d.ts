// The parts of @easyops-cn/docusaurus-search-local's client (plain JavaScript) that
// src/modules/search/searchInPage.ts uses.
declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/proxiedGeneratedConstants' {
  export const language: string[];
  export const searchIndexUrl: string;
}
declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/tokenize' {
  export function tokenize(input: string, language: string[]): string[];
}
declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/smartQueries' {
  import type { SmartTerm } from '@site/src/modules/search/pageSearch';
  export function smartQueries(
    tokens: string[],
    zhDictionary: string[],
  ): Array<{ term: SmartTerm[]; tokens: string[] }>;
}
declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/sortSearchResults' {
  import type { SearchResult } from '@site/src/modules/search/pageSearch';
  export function sortSearchResults(results: SearchResult[]): void;
}
declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/processTreeStatusOfSearchResults' {
  import type { SearchResult } from '@site/src/modules/search/pageSearch';
  export function processTreeStatusOfSearchResults(results: SearchResult[]): void;
}
// The lunr set-up part of the plugin's generated constants (plugins/search-in-page/generatedLoader.cjs).
declare module '@generated/@easyops-cn/docusaurus-search-local/default/generated-constants.js?lunr-setup' {
  const lunr: unknown;
  export default lunr;
}
// mark.js (no types of its own), loaded on demand by src/modules/search/lazyMark.ts.
declare module 'mark.js/dist/mark.es6.js' {
  const Mark: unknown;
  export default Mark;
}
