import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Configuration } from '@rspack/core';
import { compileWithRspack } from '../../test/support/compileWithRspack';
import serverBundleSplitPlugin from '.';

let temp: string;
beforeEach(() => {
  temp = fs.mkdtempSync(path.join(os.tmpdir(), 'server-split-'));
});
afterEach(() => {
  fs.rmSync(temp, { recursive: true, force: true });
});

function writeFile(relative: string, content: string): void {
  const file = path.join(temp, relative);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
}

/** What the plugin adds to Docusaurus's configuration for one side of the build. */
function pluginConfig(isServer: boolean): Configuration {
  const plugin = serverBundleSplitPlugin();
  const configure = plugin.configureWebpack as unknown as (config: object, isServer: boolean) => Configuration;
  return configure({}, isServer);
}

/**
 * Compiles a site in small, as Docusaurus's server side does (Node target, CommonJS, no minifying,
 * its own `splitChunks: false` unless the plugin's configuration replaces it): an entry that loads
 * two routes on demand, both of which import one large shared module. Returns each emitted chunk's text.
 */
async function compileServerBundle(extra: Configuration): Promise<Map<string, string>> {
  writeFile('src/shared.js', `export const grid = ${JSON.stringify('the shared grid '.repeat(200))};\n`);
  writeFile('src/routeA.js', `import { grid } from './shared';\nexport default () => 'A ' + grid.length;\n`);
  writeFile('src/routeB.js', `import { grid } from './shared';\nexport default () => 'B ' + grid.length;\n`);
  writeFile('src/entry.js', `export const routes = [() => import('./routeA'), () => import('./routeB')];\n`);
  const outDir = path.join(temp, 'out');
  const config: Configuration = {
    mode: 'production',
    context: temp,
    target: 'node20',
    entry: { main: './src/entry.js' },
    output: { path: outDir, filename: 'server.bundle.js', libraryTarget: 'commonjs2' },
    devtool: false,
    optimization: { minimize: false, concatenateModules: false, splitChunks: false, ...extra.optimization },
  };
  return compileWithRspack(config);
}

const copiesOfShared = (chunks: Map<string, string>): number =>
  [...chunks.values()].filter((text) => text.includes('the shared grid the shared grid')).length;

describe('the server bundle split', () => {
  it('leaves the browser bundle to Docusaurus', () => {
    expect(pluginConfig(false)).toEqual({});
  });

  it('puts a module two routes import into one chunk they share, where Docusaurus copies it into both', async () => {
    const docusaurusOwn = await compileServerBundle({});
    expect(copiesOfShared(docusaurusOwn)).toBe(2);

    fs.rmSync(path.join(temp, 'out'), { recursive: true, force: true });
    const split = await compileServerBundle(pluginConfig(true));
    expect(copiesOfShared(split)).toBe(1);
    // The shared chunk is a third file beside the two routes' own.
    expect(split.size).toBe(docusaurusOwn.size + 1);
  });
});
