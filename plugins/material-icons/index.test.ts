import { EmitFilesPlugin } from './index';

describe('EmitFilesPlugin', () => {
  it('adds each file to the compilation once, at the additional-assets stage', () => {
    const emitted = new Map<string, unknown>();
    let process: (() => void) | undefined;
    const compilation = {
      hooks: { processAssets: { tap: (_options: unknown, run: () => void) => (process = run) } },
      getAsset: (name: string) => emitted.get(name),
      emitAsset: (name: string, source: unknown) => emitted.set(name, source),
    };
    class RawSource {
      constructor(readonly content: Buffer) {}
    }
    const compiler = {
      webpack: { Compilation: { PROCESS_ASSETS_STAGE_ADDITIONAL: -2000 }, sources: { RawSource } },
      hooks: { thisCompilation: { tap: (_name: string, run: (c: typeof compilation) => void) => run(compilation) } },
    };
    new EmitFilesPlugin([{ path: 'assets/x/a.json', content: Buffer.from('{}') }]).apply(compiler as never);
    process!();
    process!();
    expect([...emitted.keys()]).toEqual(['assets/x/a.json']);
    expect((emitted.get('assets/x/a.json') as RawSource).content.toString()).toBe('{}');
  });
});

describe('loadMaterialIcons', () => {
  it('extracts once per process, though Docusaurus loads this module again for each locale', () => {
    let first: unknown;
    let second: unknown;
    jest.isolateModules(() => {
      first = (jest.requireActual('./index') as typeof import('./index')).loadMaterialIcons(process.cwd());
    });
    jest.isolateModules(() => {
      second = (jest.requireActual('./index') as typeof import('./index')).loadMaterialIcons(process.cwd());
    });
    expect(first).toBeDefined();
    expect(second).toBe(first);
  });
});
