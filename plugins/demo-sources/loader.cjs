// @ts-check
/**
 * Webpack/Rspack loader for `import sources from './demos/Name.tsx?demo-sources'`: emits the
 * formatted TypeScript and JavaScript of the demo and of its styling variants as a plain object
 * (see loadDemoSources.ts). CommonJS because the bundler requires loaders; the TypeScript helpers
 * are loaded through jiti (1.x here, `createJiti` from 2.x onwards: both are handled).
 */
'use strict';

const path = require('node:path');
const fs = require('node:fs');

/** The files whose code decides what this loader emits. */
const HELPER_FILES = [__filename, path.join(__dirname, 'loadDemoSources.ts'), path.join(__dirname, 'transform.ts')];

/** @type {(() => Promise<typeof import('./loadDemoSources')>) | undefined} */
let loadModule;

/** @returns {Promise<typeof import('./loadDemoSources')>} */
function demoSourcesModule() {
  if (!loadModule) {
    // Typed by hand: the shape differs between jiti 1 (a factory) and 2 (`createJiti`).
    const jitiModule = /** @type {{
      (filename: string, options?: object): (id: string) => any;
      createJiti?: (filename: string) => { import(id: string): Promise<any> };
    }} */ (/** @type {unknown} */ (require('jiti')));
    const target = HELPER_FILES[1];
    if (typeof jitiModule.createJiti === 'function') {
      const jiti = jitiModule.createJiti(__filename);
      loadModule = () => jiti.import(target);
    } else {
      const jiti = jitiModule(__filename, { interopDefault: true });
      loadModule = async () => jiti(target);
    }
  }
  return loadModule();
}

/**
 * @this {{
 *   resourcePath: string;
 *   rootContext?: string;
 *   async(): (error: Error | null, result?: string) => void;
 *   cacheable?(flag?: boolean): void;
 *   addDependency(file: string): void;
 *   addMissingDependency?(file: string): void;
 * }}
 */
module.exports = function demoSourcesLoader() {
  const callback = this.async();
  const file = this.resourcePath;
  if (this.cacheable) this.cacheable(true);

  const produce = async () => {
    // The bundler's persistent cache does not see through jiti: declare the code that shapes the
    // output, so that changing it (e.g. the Prettier options) re-runs this loader on a warm build.
    for (const helper of HELPER_FILES) this.addDependency(helper);
    const { loadDemoSources, variantFileList } = await demoSourcesModule();
    // Every possible variant, present or not: creating Name.tailwind.tsx later rebuilds this module.
    for (const variant of variantFileList(file)) {
      this.addDependency(variant);
      if (!fs.existsSync(variant) && this.addMissingDependency) this.addMissingDependency(variant);
    }
    const sources = await loadDemoSources(file, { siteDir: this.rootContext || process.cwd() });
    // The local files it imports go into the project of "Open in StackBlitz/CodeSandbox": a change
    // to one of them re-runs this loader.
    for (const local of Object.keys(sources.modules ?? {})) this.addDependency(path.resolve(path.dirname(file), local));
    return `export default ${JSON.stringify(sources)};\n`;
  };

  produce().then(
    (code) => callback(null, code),
    (error) => callback(fileError(file, error)),
  );
};

/**
 * The error the bundler reports: its message starts with the demo's path.
 * @param {string} file
 * @param {unknown} error
 */
function fileError(file, error) {
  // Duck-typed: jiti may evaluate the helpers in another realm, where `instanceof Error` fails.
  const original = /** @type {{ message?: unknown; stack?: unknown }} */ (error ?? {});
  const message = typeof original.message === 'string' ? original.message : String(error);
  const wrapped = new Error(
    message.startsWith(file) ? message : `${file}: could not produce the demo sources: ${message}`,
  );
  // Keep the original frames, without repeating a multi-line message (Babel's code frame).
  if (typeof original.stack === 'string') {
    const frames = original.stack.split('\n').filter((line) => /^\s+at /.test(line));
    wrapped.stack = [wrapped.message, ...frames].join('\n');
  }
  return wrapped;
}
