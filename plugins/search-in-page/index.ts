import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

/** The search plugin's module that runs queries in a Web Worker, as the bundler resolves it. */
export const WORKER_SEARCH_MODULE =
  /[\\/]@easyops-cn[\\/]docusaurus-search-local[\\/]dist[\\/]client[\\/]client[\\/]theme[\\/]searchByWorker\.js$/;
/** Our module with the same exports, which runs them in the page (src/modules/search/pageSearch.ts says why). */
export const PAGE_SEARCH_MODULE = path.resolve(__dirname, '../../src/modules/search/searchInPage.ts');
/** The search plugin's generated client files (constants with the lunr set-up; options with mark.js). */
export const GENERATED_FILES =
  /[\\/]@easyops-cn[\\/]docusaurus-search-local[\\/][^\\/]+[\\/]generated(-constants)?\.js$/;

/**
 * Makes the local search run in the page rather than in a Web Worker, so that its index is fetched
 * through the service worker and search works offline on the /x/ pages a reader has visited. The
 * search engine (lunr) and the highlighter (mark.js) stay out of a page's first load: they are loaded
 * when the reader searches, or opens a page from a search result (generatedLoader.cjs).
 */
export default function searchInPagePlugin(): Plugin {
  return {
    name: 'portal-search-in-page',
    configureWebpack(_config, _isServer, utils) {
      const { NormalModuleReplacementPlugin } = utils.currentBundler.instance;
      return {
        module: {
          rules: [
            {
              test: GENERATED_FILES,
              enforce: 'pre' as const,
              use: [{ loader: require.resolve('./generatedLoader.cjs') }],
            },
          ],
        },
        plugins: [
          new NormalModuleReplacementPlugin(
            WORKER_SEARCH_MODULE,
            (resource: { request: string; createData?: { resource?: string } }) => {
              resource.request = PAGE_SEARCH_MODULE;
              if (resource.createData?.resource) resource.createData.resource = PAGE_SEARCH_MODULE;
            },
          ),
        ],
      };
    },
  };
}
