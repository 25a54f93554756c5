import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

/**
 * Code every page's `main.js` evaluated before the page could hydrate, though a page needs little of it
 * (notes/performance.md, "Evaluated on first use"). The bundle keeps every module where it
 * was; what changes is when a module runs.
 */

/**
 * The classic theme's client module that registered the site's additional Prism languages: it made
 * `main.js` evaluate Prism and its grammars on every page, one without code too.
 */
export const PRISM_CLIENT_MODULE = /[\\/]@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages\.js$/;
/** What stands in for it: nothing. The code block registers the languages the first time one renders. */
export const PRISM_CLIENT_MODULE_REPLACEMENT = 'src/modules/deferredEvaluation/emptyClientModule.ts';

/**
 * Material UI's CssVarsProvider module, which builds MUI's default theme (both colour schemes) when
 * it is evaluated, though the portal's provider is always given a theme of its own. It is answered at
 * its one import, the styles entry's `export * from './CssVarsProvider'`, before resolution, so the
 * stand-in (TypeScript, under src/) goes through the site's own loaders.
 */
export const MUI_CSS_VARS_PROVIDER_REQUEST = /^\.\/CssVarsProvider$/;
export const MUI_STYLES_FOLDER = /[\\/]node_modules[\\/]@mui[\\/]material[\\/]styles$/;
/** What answers it: the same provider, with MUI's default theme built only for a provider given none. */
export const MUI_CSS_VARS_PROVIDER_REPLACEMENT = 'src/modules/deferredEvaluation/MuiCssVarsProvider.tsx';

/** The route table's import of the function it calls for every route. */
export const COMPONENT_CREATOR_REQUEST = /^@docusaurus\/ComponentCreator$/;
/** What the route table gets instead: routes whose loadable component is built on first use. */
export const COMPONENT_CREATOR_REPLACEMENT = 'src/modules/deferredEvaluation/ComponentCreator.tsx';

/**
 * Docusaurus's client object (`window.docusaurus`), which its client entry imports as `./docusaurus`:
 * its links call `prefetch` for every internal link that scrolls into view, and each call is a few
 * milliseconds of work on the main thread. The entry gets an object whose prefetches run in idle time.
 */
export const DOCUSAURUS_CLIENT_REQUEST = /^\.\/docusaurus$/;
export const DOCUSAURUS_CLIENT_ENTRY = /[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]clientEntry\.js$/;
export const DOCUSAURUS_CLIENT_REPLACEMENT = 'src/modules/deferredEvaluation/idlePrefetch.ts';

/** Whether a module that imports the ComponentCreator is the generated route table (the only one redirected). */
export function isRouteTable(issuer: string, generatedFilesDir: string): boolean {
  return path.resolve(issuer) === path.join(generatedFilesDir, 'routes.js');
}

export default function deferredEvaluationPlugin(context: { siteDir: string; generatedFilesDir: string }): Plugin {
  return {
    name: 'portal-deferred-evaluation',
    configureWebpack(_config, _isServer, utils) {
      const { NormalModuleReplacementPlugin } = utils.currentBundler.instance;
      const componentCreator = path.join(context.siteDir, COMPONENT_CREATOR_REPLACEMENT);
      const cssVarsProvider = path.join(context.siteDir, MUI_CSS_VARS_PROVIDER_REPLACEMENT);
      const docusaurusClient = path.join(context.siteDir, DOCUSAURUS_CLIENT_REPLACEMENT);
      return {
        plugins: [
          new NormalModuleReplacementPlugin(
            PRISM_CLIENT_MODULE,
            path.join(context.siteDir, PRISM_CLIENT_MODULE_REPLACEMENT),
          ),
          new NormalModuleReplacementPlugin(MUI_CSS_VARS_PROVIDER_REQUEST, (data) => {
            if (MUI_STYLES_FOLDER.test(data.context)) data.request = cssVarsProvider;
          }),
          new NormalModuleReplacementPlugin(DOCUSAURUS_CLIENT_REQUEST, (data) => {
            if (DOCUSAURUS_CLIENT_ENTRY.test(data.contextInfo.issuer)) data.request = docusaurusClient;
          }),
          new NormalModuleReplacementPlugin(COMPONENT_CREATOR_REQUEST, (data) => {
            if (isRouteTable(data.contextInfo.issuer, context.generatedFilesDir)) data.request = componentCreator;
          }),
        ],
      };
    },
  };
}
