import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

/**
 * Route matching over an index (src/modules/routing): every import of react-router-config, which
 * Docusaurus's client uses to render its route lists (`@docusaurus/renderRoutes`) and to find a
 * path's routes (preloading, prefetching, normalising locations), is answered with the portal's
 * module of the same two functions. The originals try a list's routes one by one: over 400 at the top
 * level and some 300 doc pages, several times for each client navigation.
 */
export const ROUTE_CONFIG_REQUEST = 'react-router-config';
export const ROUTE_CONFIG_REPLACEMENT = 'src/modules/routing/routeConfig.tsx';

export default function routeIndexPlugin(context: { siteDir: string }): Plugin {
  return {
    name: 'portal-route-index',
    configureWebpack() {
      return {
        resolve: {
          alias: { [`${ROUTE_CONFIG_REQUEST}$`]: path.join(context.siteDir, ROUTE_CONFIG_REPLACEMENT) },
        },
      };
    },
  };
}
