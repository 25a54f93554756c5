import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

/**
 * @docusaurus/utils-common, which every page's `main.js` holds, requires tslib for one helper
 * (`__importDefault`); a CommonJS require keeps every export, so the whole of tslib came along (about
 * 4 KiB gzip, the largest module of `main.js` after React, the route table and the registry). Inside
 * that package only, `tslib` is answered with a module of that helper alone. Another package that
 * needs tslib still gets it whole; if utils-common starts to use another helper, the build fails on
 * the missing export (the test of this plugin names the helpers it uses today).
 */
export const UTILS_COMMON_FILES = /[\\/]node_modules[\\/]@docusaurus[\\/]utils-common[\\/]lib[\\/].*\.js$/;
export const TSLIB_HELPERS_USED = ['__importDefault'] as const;
export const TSLIB_REPLACEMENT = 'src/modules/bundle/tslibImportDefault.ts';

export default function tslibTrimPlugin(context: { siteDir: string }): Plugin {
  return {
    name: 'portal-tslib-trim',
    configureWebpack() {
      return {
        module: {
          rules: [
            {
              test: UTILS_COMMON_FILES,
              resolve: { alias: { tslib$: path.join(context.siteDir, TSLIB_REPLACEMENT) } },
            },
          ],
        },
      };
    },
  };
}
