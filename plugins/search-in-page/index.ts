import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

/** The search plugin's module that runs queries in a Web Worker, as the bundler resolves it. */
export const WORKER_SEARCH_MODULE = /[\\/]@easyops-cn[\\/]docusaurus-search-local[\\/]dist[\\/]client[\\/]client[\\/]theme[\\/]searchByWorker\.js$/;
/** Our module with the same exports, which runs them in the page (src/modules/search/pageSearch.ts says why). */
export const PAGE_SEARCH_MODULE = path.resolve(__dirname, '../../src/modules/search/searchInPage.ts');

/**
 * Makes the local search run in the page rather than in a Web Worker, so that its index is fetched
 * through the service worker and search works offline on the /x/ pages a reader has visited.
 */
export default function searchInPagePlugin(): Plugin {
  return {
    name: 'portal-search-in-page',
    configureWebpack(_config, _isServer, utils) {
      const { NormalModuleReplacementPlugin } = utils.currentBundler.instance;
      return {
        plugins: [
          new NormalModuleReplacementPlugin(WORKER_SEARCH_MODULE, (resource: { request: string; createData?: { resource?: string } }) => {
            resource.request = PAGE_SEARCH_MODULE;
            if (resource.createData?.resource) resource.createData.resource = PAGE_SEARCH_MODULE;
          }),
        ],
      };
    },
  };
}
