import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const loader = require('./loader.cjs') as (this: LoaderContext) => void;

interface LoaderContext {
  resourcePath: string;
  rootContext: string;
  async(): (error: Error | null, result?: string) => void;
  cacheable(flag?: boolean): void;
  addDependency(file: string): void;
  addMissingDependency(file: string): void;
}

interface Run {
  error: Error | null;
  result?: string;
  dependencies: string[];
  missing: string[];
}

function runLoader(resourcePath: string, rootContext: string): Promise<Run> {
  return new Promise((resolve) => {
    const dependencies: string[] = [];
    const missing: string[] = [];
    const context: LoaderContext = {
      resourcePath,
      rootContext,
      async: () => (error, result) => resolve({ error, result, dependencies, missing }),
      cacheable: () => undefined,
      addDependency: (file) => dependencies.push(file),
      addMissingDependency: (file) => missing.push(file),
    };
    loader.call(context);
  });
}

let siteDir: string;
let demosDir: string;

beforeEach(() => {
  siteDir = mkdtempSync(path.join(tmpdir(), 'demo-loader-'));
  demosDir = path.join(siteDir, 'docs', 'demos');
  mkdirSync(demosDir, { recursive: true });
});

afterEach(() => rmSync(siteDir, { recursive: true, force: true }));

describe('demo-sources loader', () => {
  it('emits the sources as the default export and depends on every variant file', async () => {
    const file = path.join(demosDir, 'Hello.tsx');
    writeFileSync(
      file,
      'interface P { who: string }\n\nexport default function Hello({ who }: P) {\n  return <p>Hello {who}</p>;\n}\n',
    );
    writeFileSync(
      path.join(demosDir, 'Hello.css.tsx'),
      'import \'./hello.css\';\n\nexport default function Hello() {\n  return <p className="hello" />;\n}\n',
    );

    const { error, result, dependencies, missing } = await runLoader(file, siteDir);

    expect(error).toBeNull();
    const match = /^export default (.*);\n$/s.exec(result ?? '');
    expect(match).not.toBeNull();
    const sources = JSON.parse(match![1]);
    expect(sources).toMatchObject({ name: 'Hello', file: 'docs/demos/Hello.tsx' });
    expect(sources.js).toBe('export default function Hello({ who }) {\n  return <p>Hello {who}</p>;\n}\n');
    expect(Object.keys(sources.variants)).toEqual(['css']);
    expect(dependencies).toEqual([
      path.join(__dirname, 'loader.cjs'),
      path.join(__dirname, 'loadDemoSources.ts'),
      path.join(__dirname, 'transform.ts'),
      path.join(demosDir, 'Hello.tailwind.tsx'),
      path.join(demosDir, 'Hello.css.tsx'),
    ]);
    expect(missing).toEqual([path.join(demosDir, 'Hello.tailwind.tsx')]);
  });

  it('passes an error naming the demo file to the callback', async () => {
    const file = path.join(demosDir, 'Broken.tsx');
    writeFileSync(file, 'export default function Broken() {\n  return <p>;\n}\n');

    const { error, result, dependencies } = await runLoader(file, siteDir);

    expect(result).toBeUndefined();
    expect(error?.message.startsWith(`${file}: `)).toBe(true);
    // Declared even on failure: adding a variant re-runs the loader too.
    expect(dependencies).toContain(path.join(demosDir, 'Broken.tailwind.tsx'));
    expect(dependencies).toContain(path.join(demosDir, 'Broken.css.tsx'));
  });

  it('names the file when it cannot be read', async () => {
    const file = path.join(demosDir, 'Gone.tsx');
    const { error } = await runLoader(file, siteDir);
    expect(error?.message).toBe(`${file}: demo file not found`);
  });
});
