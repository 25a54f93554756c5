// @ts-check
/**
 * Webpack/Rspack loader for Docusaurus's generated chunk registry (`.docusaurus/registry.js`), in the
 * client bundle only. Each entry is `[loader, modulePath, weakId]`; the module path (`"@site/docs/..."`,
 * one per route module, about 48 KB of `main.js` for the 722 pages of a locale) is what
 * `react-loadable` reports to `Loadable.Capture` while the server renders a page, to know which chunks
 * it used. The browser renders with no `Capture` around it, so the paths are never read there; they
 * become `0`. The server bundle keeps them. Measured in bench/README.md, "What the plain page loads".
 * CommonJS because the bundler requires loaders.
 */
'use strict';

/** `), "<path>", require.resolveWeak("<path>")]`: an entry's loader end, its path and its weak id. */
const ENTRY_PATH = /\), ("(?:[^"\\]|\\.)*"), require\.resolveWeak\(\1\)\]/g;

/**
 * The registry with each entry's module path replaced by `0`.
 * @param {string} source
 * @returns {{ code: string, entries: number }}
 */
function trimRegistry(source) {
  let entries = 0;
  const code = source.replace(ENTRY_PATH, (_match, modulePath) => {
    entries += 1;
    return `), 0, require.resolveWeak(${modulePath})]`;
  });
  return { code, entries };
}

/**
 * @this {{ emitWarning?(error: Error): void, resourcePath?: string }}
 * @param {string} source
 * @returns {string}
 */
function registryTrimLoader(source) {
  const { code, entries } = trimRegistry(source);
  // A registry with routes in it but no entry of the known shape: Docusaurus changed its format. The
  // page still works with the paths kept, so the build goes on and says so.
  if (entries === 0 && source.includes('require.resolveWeak(') && typeof this?.emitWarning === 'function') {
    this.emitWarning(
      new Error(
        `portal-client-registry-trim: no entry of the form [loader, "path", require.resolveWeak("path")] in ${this.resourcePath ?? 'registry.js'}; the module paths stay in the client bundle (has @docusaurus/core changed the registry's format?)`,
      ),
    );
  }
  return code;
}

module.exports = registryTrimLoader;
module.exports.trimRegistry = trimRegistry;
