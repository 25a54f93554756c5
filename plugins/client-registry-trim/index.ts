import type { Plugin } from '@docusaurus/types';

/** Docusaurus's generated chunk registry, which loader.cjs trims in the client bundle. */
export const GENERATED_REGISTRY_FILE = /[\\/]\.docusaurus[\\/]registry\.js$/;

/**
 * Every page loads the registry of every route's modules in `main.js`; the module paths in it are read
 * only while the server renders, so the browser's copy goes without them (loader.cjs).
 */
export default function clientRegistryTrimPlugin(): Plugin {
  return {
    name: 'portal-client-registry-trim',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        module: {
          rules: [{ test: GENERATED_REGISTRY_FILE, use: [{ loader: require.resolve('./loader.cjs') }] }],
        },
      };
    },
  };
}
