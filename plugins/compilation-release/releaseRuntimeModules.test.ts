import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Compiler } from '@rspack/core';
import { compileWithRspack } from '../../test/support/compileWithRspack';
import { fullCollection } from './fullCollection';
import { ReleaseRuntimeModulesPlugin } from './releaseRuntimeModules';

let temp: string;
beforeEach(() => {
  temp = fs.mkdtempSync(path.join(os.tmpdir(), 'compilation-release-'));
  fs.mkdirSync(path.join(temp, 'src'));
  fs.writeFileSync(path.join(temp, 'src', 'entry.js'), "console.log('entry');\n");
});
afterEach(() => fs.rmSync(temp, { recursive: true, force: true }));

interface Seen {
  /** The runtime modules added from JavaScript, as Docusaurus's ChunkAssetPlugin adds one per runtime chunk. */
  modules: Array<{ compilation?: unknown; chunk?: unknown; chunkGraph?: unknown }>;
  /** Settled when the compilation is collected. */
  collected: { value: boolean };
}

/** Adds a runtime module to every runtime chunk, and notes its compilation's collection. */
function addRuntimeModules(seen: Seen): (compiler: Compiler) => void {
  const registry = new FinalizationRegistry<string>(() => {
    seen.collected.value = true;
  });
  return (compiler) => {
    const { RuntimeModule } = compiler.rspack;
    class MarkerRuntimeModule extends RuntimeModule {
      constructor() {
        super('MarkerRuntimeModule', RuntimeModule.STAGE_ATTACH);
      }
      override generate(): string {
        return `/* marker for ${this.chunk?.name ?? 'no chunk'} */`;
      }
    }
    compiler.hooks.thisCompilation.tap('AddRuntimeModules', (compilation) => {
      registry.register(compilation, 'compilation');
      compilation.hooks.additionalTreeRuntimeRequirements.tap('AddRuntimeModules', (chunk) => {
        const module = new MarkerRuntimeModule();
        seen.modules.push(module as never);
        compilation.addRuntimeModule(chunk, module);
      });
    });
  };
}

/** Compiles and closes (as Docusaurus does; compileWithRspack waits for the shutdown); returns the main script. */
async function compile(withRelease: boolean, seen: Seen, onShutdown = jest.fn()): Promise<string> {
  const files = await compileWithRspack({
    mode: 'production',
    context: temp,
    entry: { main: './src/entry.js' },
    output: { path: path.join(temp, 'out'), filename: '[name].js' },
    devtool: false,
    optimization: { minimize: false },
    plugins: [
      { apply: addRuntimeModules(seen) },
      ...(withRelease ? [new ReleaseRuntimeModulesPlugin(onShutdown) as never] : []),
    ],
  });
  return files.get('main.js')!;
}

/** Collects a few times, with the finalizers' turn between. */
async function collectGarbage(): Promise<void> {
  const collect = fullCollection();
  if (!collect) throw new Error('no full collection in this process');
  for (let round = 0; round < 4; round += 1) {
    collect();
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('ReleaseRuntimeModulesPlugin', () => {
  it('lets the runtime modules go of their compilation when the compiler shuts down, after they were generated', async () => {
    const seen: Seen = { modules: [], collected: { value: false } };
    const onShutdown = jest.fn();
    const script = await compile(true, seen, onShutdown);
    expect(script).toContain('/* marker for main */');
    expect(onShutdown).toHaveBeenCalledTimes(1);
    expect(seen.modules.length).toBeGreaterThan(0);
    for (const module of seen.modules) {
      expect(module.compilation).toBeUndefined();
      expect(module.chunk).toBeUndefined();
      expect(module.chunkGraph).toBeUndefined();
    }
  });

  it('lets the compilation be collected, which the bundler keeps otherwise', async () => {
    const kept: Seen = { modules: [], collected: { value: false } };
    await compile(false, kept);
    await collectGarbage();
    // Rspack 1.7 keeps each runtime module added from JavaScript, and the module its compilation.
    expect(kept.collected.value).toBe(false);

    const released: Seen = { modules: [], collected: { value: false } };
    await compile(true, released);
    await collectGarbage();
    expect(released.collected.value).toBe(true);
  });
});
