import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { MinifiedAssetsCache } from './minifiedAssetsCache';

/** Where the minified assets are kept: with the bundler's caches, which `docusaurus clear` removes. */
export const MINIFIED_ASSETS_CACHE_DIR = 'node_modules/.cache/portal-minified-assets';

/** The browser bundle's minified assets kept between compilations (minifiedAssetsCache.ts). */
export default function minifiedAssetsCachePlugin(context: LoadContext): Plugin {
  return {
    name: 'portal-minified-assets-cache',
    configureWebpack(_config, isServer) {
      // The server bundle is not minified.
      if (isServer) return {};
      return { plugins: [new MinifiedAssetsCache({ dir: path.join(context.siteDir, MINIFIED_ASSETS_CACHE_DIR) })] };
    },
  };
}
