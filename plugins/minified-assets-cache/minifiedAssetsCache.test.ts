import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { rspack, type Compiler, type Configuration } from '@rspack/core';
import { compileWithRspack } from '../../test/support/compileWithRspack';
import { MinifiedAssetsCache, assetsNamingOthers, pruneCache } from './minifiedAssetsCache';

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

  it('leaves the runtime to the minifier, so that it names the chunk files as they are written (real content hashes)', async () => {
    fs.mkdirSync(path.join(temp, 'src'), { recursive: true });
    fs.writeFileSync(path.join(temp, 'src', 'later.js'), "export const later = 'loaded on demand';\n");
    const split = `import('./later.js').then((module) => console.log(module.later));\n${SOURCE}`;
    const options: Partial<Configuration> = {
      output: {
        path: path.join(temp, 'out'),
        filename: '[name].[contenthash:8].js',
        chunkFilename: 'chunk-[name].[contenthash:8].js',
      },
      optimization: {
        minimize: true,
        realContentHash: true,
        minimizer: [new rspack.SwcJsMinimizerRspackPlugin({ minimizerOptions: { mangle: true } })],
      },
    };
    for (const round of ['first', 'second (texts kept)']) {
      const files = await compile(split, options);
      const chunk = [...files.keys()].find((name) => name.startsWith('chunk-'))!;
      const main = [...files].find(([name]) => name.startsWith('main.'))![1];
      // The runtime in main asks for the chunk by the hash in the file's name.
      expect({ round, names: main.includes(chunk.split('.')[1]!) }).toEqual({ round, names: true });
    }
  });

  it('stays out of a compilation that does not minify, or makes source maps', async () => {
    const plain = await compile(SOURCE, { optimization: { minimize: false } });
    expect([...plain].find(([name]) => name.endsWith('.js'))![1]).toContain('personName');
    await compile(SOURCE, { devtool: 'source-map' });
    expect(cacheFiles()).toEqual([]);
  });
});

describe('assetsNamingOthers', () => {
  const assets = [
    { info: { contenthash: ['0a1b2c3d'] } },
    { info: { contenthash: '9f8e7d6c' } },
    { info: { contenthash: ['1234567890abcdef1234'] } },
    { info: {} },
  ];
  const namesOthers = assetsNamingOthers(assets);

  it('tells a text that holds another asset’s hash, in a longer run of hexadecimal digits too', () => {
    expect(namesOthers(Buffer.from('{12:"9f8e7d6c",13:"0a1b2c3d"}'), assets[0]!.info)).toBe(true);
    expect(namesOthers(Buffer.from('u="ff9f8e7d6cff"'), assets[0]!.info)).toBe(true);
    expect(namesOthers(Buffer.from('url(/font-1234567890abcdef1234.woff2)'), assets[0]!.info)).toBe(true);
  });

  it('passes over the asset’s own hash and hexadecimal runs that are no asset’s', () => {
    expect(namesOthers(Buffer.from('/*0a1b2c3d*/ color:#ffffff; id="deadbeef01"'), assets[0]!.info)).toBe(false);
    expect(namesOthers(Buffer.from('no hashes here'), {})).toBe(false);
  });

  it('leaves every asset to the minifier when hashes are not hexadecimal, and none when no file has one', () => {
    const base64 = assetsNamingOthers([{ info: { contenthash: 'Ab_9-xYz' } }]);
    expect(base64(Buffer.from('anything'), {})).toBe(true);
    expect(assetsNamingOthers([{ info: {} }])(Buffer.from('0a1b2c3d'), {})).toBe(false);
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
