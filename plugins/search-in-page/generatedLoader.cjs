// @ts-check
/**
 * Loader for two files the search plugin generates under `.docusaurus/@easyops-cn/…/<id>/`, so that a
 * page's first load carries neither lunr nor mark.js (both only matter once the reader searches):
 *
 * - `generated-constants.js` both sets lunr up (its `import lunr`, then `require(…)(lunr)` lines for
 *   the stemmers and languages) and exports constants that the search bar reads on every page. It is
 *   split: imported plainly it is only the constants; imported with `?lunr-setup` (by
 *   src/modules/search/searchEngine.ts, which is loaded on demand) it is only the set-up, exporting lunr.
 * - `generated.js` re-exports mark.js as `Mark`; that export is pointed at a module with the same API
 *   that loads mark.js when there is something to highlight (src/modules/search/lazyMark.ts).
 *
 * CommonJS because the bundler requires loaders.
 */
'use strict';

const path = require('node:path');

const SETUP_QUERY = 'lunr-setup';
const LAZY_MARK_MODULE = path.resolve(__dirname, '../../src/modules/search/lazyMark.ts');

/** A line of the lunr set-up: the import of lunr, `require(…)(lunr);` or `lunr.x = require(…);`. */
const isSetupLine = (/** @type {string} */ line) =>
  /^import lunr from /.test(line) || /^require\(.*\)\.?\w*\(lunr\);$/.test(line) || /^lunr\.\w+ = require\(/.test(line);

/** @param {string} source */
function constantsPart(source) {
  return source
    .split('\n')
    .filter((line) => !isSetupLine(line.trim()))
    .join('\n');
}

/** @param {string} source */
function lunrSetupPart(source) {
  const setup = source.split('\n').filter((line) => isSetupLine(line.trim()));
  if (!setup.some((line) => line.trim().startsWith('import lunr from '))) {
    throw new Error(
      'search-in-page: the generated constants no longer import lunr; update plugins/search-in-page/generatedLoader.cjs',
    );
  }
  return `${setup.join('\n')}\nexport default lunr;\n`;
}

/**
 * @param {string} source
 * @param {string} lazyMarkModule
 */
function withLazyMark(source, lazyMarkModule) {
  return source.replace(
    /^export \{ default as Mark \} from .*$/m,
    `export { default as Mark } from ${JSON.stringify(lazyMarkModule)};`,
  );
}

/**
 * @this {{ resourcePath: string; resourceQuery: string }}
 * @param {string} source
 */
function generatedLoader(source) {
  const file = path.basename(this.resourcePath);
  if (file === 'generated-constants.js') {
    return new URLSearchParams(this.resourceQuery.replace(/^\?/, '')).has(SETUP_QUERY)
      ? lunrSetupPart(source)
      : constantsPart(source);
  }
  if (file === 'generated.js') return withLazyMark(source, LAZY_MARK_MODULE);
  return source;
}

module.exports = generatedLoader;
module.exports.constantsPart = constantsPart;
module.exports.lunrSetupPart = lunrSetupPart;
module.exports.withLazyMark = withLazyMark;
module.exports.LAZY_MARK_MODULE = LAZY_MARK_MODULE;
