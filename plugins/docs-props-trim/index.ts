import type { Plugin } from '@docusaurus/types';

/** The docs plugin's route props files (any plugin id), which loader.cjs trims. */
export const DOCS_ROUTE_PROPS_FILE =
  /[\\/]\.docusaurus[\\/]docusaurus-plugin-content-docs[\\/][^\\/]+[\\/]p[\\/][^\\/]+\.json$/;

/**
 * Every docs page loads its version's props; the descriptions of all the version's docs in them are
 * read by nothing the portal shows, so they do not ship (loader.cjs).
 */
export default function docsPropsTrimPlugin(): Plugin {
  return {
    name: 'portal-docs-props-trim',
    configureWebpack() {
      return {
        module: {
          rules: [{ test: DOCS_ROUTE_PROPS_FILE, use: [{ loader: require.resolve('./loader.cjs') }] }],
        },
      };
    },
  };
}
