import type { Plugin } from '@docusaurus/types';

/**
 * The server bundle (what renders each page to HTML in `docusaurus build`) is split like the
 * browser's: a module that two routes use goes into a chunk they share. Docusaurus turns splitting off
 * for the server (`splitChunks: false`), so every route's chunk carried its own copy of all it
 * imports: MUI X's grid in each Data Grid page, MUI in every page. The server bundle of one locale
 * came to 790 chunks and 327 MB, which Rspack generated and wrote, and which each rendering worker
 * compiled again page after page. The chunks are files read from disk, so their number does not matter:
 * no size or request limits.
 */
export const SERVER_SPLIT_CHUNKS = {
  chunks: 'async',
  minSize: 0,
  minChunks: 2,
  maxAsyncRequests: Infinity,
  maxInitialRequests: Infinity,
  cacheGroups: {
    default: false,
    defaultVendors: false,
    shared: { minChunks: 2, reuseExistingChunk: true },
  },
} as const;

export default function serverBundleSplitPlugin(): Plugin {
  return {
    name: 'portal-server-bundle-split',
    configureWebpack(_config, isServer) {
      if (!isServer) return {};
      return { optimization: { splitChunks: SERVER_SPLIT_CHUNKS } };
    },
  };
}
