import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { rspack, type Compiler, type Configuration } from '@rspack/core';
import { compileWithRspack } from '../../test/support/compileWithRspack';
import { MinifiedAssetsCache, pruneCache } from './minifiedAssetsCache';

let temp: string;
let cacheDir: string;
beforeEach(() => {
  temp = fs.mkdtempSync(path.join(os.tmpdir(), 'minified-cache-'));
  cacheDir = path.join(temp, 'cache');
});
afterEach(() => fs.rmSync(temp, { recursive: true, force: true }));

const CSS = '.card {\n  margin: 0px;\n  color: #ffffff;\n}\n';

/** A stylesheet emitted the way a CSS extractor would, for the CSS minimizer to work on. */
function emitStylesheet(compiler: Compiler): void {
  compiler.hooks.thisCompilation.tap('EmitStylesheet', (compilation) => {
    compilation.hooks.processAssets.tap(
      { name: 'EmitStylesheet', stage: compiler.rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
      () => compilation.emitAsset('style.css', new compiler.rspack.sources.RawSource(CSS)),
    );
  });
}

/** Compiles a small browser bundle with Docusaurus's two minimizers and the cache; returns each file's text. */
async function compile(source: string, extra: Partial<Configuration> = {}): Promise<Map<string, string>> {
  fs.mkdirSync(path.join(temp, 'src'), { recursive: true });
  fs.writeFileSync(path.join(temp, 'src', 'entry.js'), source);
  const outDir = path.join(temp, 'out');
  fs.rmSync(outDir, { recursive: true, force: true });
  const config: Configuration = {
    mode: 'production',
    context: temp,
    entry: { main: './src/entry.js' },
    output: { path: outDir, filename: '[name].[contenthash].js' },
    devtool: false,
    optimization: {
      minimize: true,
      minimizer: [
        new rspack.SwcJsMinimizerRspackPlugin({ minimizerOptions: { mangle: true } }),
        new rspack.LightningCssMinimizerRspackPlugin(),
      ],
    },
    plugins: [new MinifiedAssetsCache({ dir: cacheDir }) as never, { apply: emitStylesheet }],
    ...extra,
  };
  return compileWithRspack(config);
}

const SOURCE = `export function greet(personName) {\n  const greeting = 'Hello, ' + personName;\n  return greeting;\n}\nconsole.log(greet('reader'));\n`;
const cacheFiles = () => (fs.existsSync(cacheDir) ? fs.readdirSync(cacheDir).sort() : []);

describe('MinifiedAssetsCache', () => {
  it('keeps each minified asset, and a later compilation of the same text gives the same bytes', async () => {
    const first = await compile(SOURCE);
    const script = [...first].find(([name]) => name.endsWith('.js'))![1];
    expect(script).not.toContain('personName');
    expect(first.get('style.css')).toBe('.card{color:#fff;margin:0}');
    expect(cacheFiles().map((name) => path.extname(name))).toEqual(['.css', '.js'].sort());

    const second = await compile(SOURCE);
    expect(second).toEqual(first);
    expect(cacheFiles()).toHaveLength(2);
  });

  it('gives the kept text back instead of minifying again', async () => {
    await compile(SOURCE);
    const keptScript = cacheFiles().find((name) => name.endsWith('.js'))!;
    const keptStylesheet = cacheFiles().find((name) => name.endsWith('.css'))!;
    // Texts no minifier would write: given back as they are, so neither minimizer ran on them.
    fs.writeFileSync(path.join(cacheDir, keptScript), 'console.log( "from the cache" );');
    fs.writeFileSync(path.join(cacheDir, keptStylesheet), '.kept {  color: red }');
    const again = await compile(SOURCE);
    expect([...again].find(([name]) => name.endsWith('.js'))![1]).toBe('console.log( "from the cache" );');
    expect(again.get('style.css')).toBe('.kept {  color: red }');
  });

  it('minifies and keeps a changed text under a new key', async () => {
    await compile(SOURCE);
    const changed = await compile(SOURCE.replace('reader', 'writer'));
    const script = [...changed].find(([name]) => name.endsWith('.js'))![1];
    expect(script).toContain('writer');
    expect(script).not.toContain('personName');
    expect(cacheFiles()).toHaveLength(3);
  });

  it('keeps a key per minimizer options: other options, other files', async () => {
    await compile(SOURCE);
    await compile(SOURCE, {
      optimization: {
        minimize: true,
        minimizer: [new rspack.SwcJsMinimizerRspackPlugin({ minimizerOptions: { mangle: false } })],
      },
    });
    const script = [...(await compile(SOURCE))].find(([name]) => name.endsWith('.js'))![1];
    expect(script).not.toContain('personName');
    expect(cacheFiles().filter((name) => name.endsWith('.js'))).toHaveLength(2);
  });

  it('stays out of a compilation that does not minify, or makes source maps', async () => {
    const plain = await compile(SOURCE, { optimization: { minimize: false } });
    expect([...plain].find(([name]) => name.endsWith('.js'))![1]).toContain('personName');
    await compile(SOURCE, { devtool: 'source-map' });
    expect(cacheFiles()).toEqual([]);
  });
});

describe('pruneCache', () => {
  it('removes the least recently used files once the folder is over its limit, down to three quarters', async () => {
    fs.mkdirSync(cacheDir, { recursive: true });
    for (let index = 0; index < 8; index += 1) {
      const file = path.join(cacheDir, `${index}.js`);
      fs.writeFileSync(file, 'x'.repeat(100));
      const when = new Date(Date.UTC(2026, 0, 1, 0, index));
      fs.utimesSync(file, when, when);
    }
    await pruneCache(cacheDir, 1000);
    expect(cacheFiles()).toHaveLength(8);
    await pruneCache(cacheDir, 600);
    expect(cacheFiles()).toEqual(['4.js', '5.js', '6.js', '7.js']);
  });

  it('does nothing for a folder that is not there', async () => {
    await expect(pruneCache(path.join(temp, 'missing'), 10)).resolves.toBeUndefined();
  });
});
