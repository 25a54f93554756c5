import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseSync } from '@babel/core';
import { compileWorker, WORKER_ENTRY, WORKER_SOURCE_ROOT } from './compileWorker';

function tempDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'portal-sw-'));
}

/** Relative imports of a compiled file, read with a JavaScript-only parser (TypeScript would fail it). */
function importsOf(file: string): string[] {
  const ast = parseSync(fs.readFileSync(file, 'utf8'), {
    filename: file,
    babelrc: false,
    configFile: false,
    sourceType: 'module',
  });
  return (ast?.program.body ?? []).flatMap((node) =>
    (node.type === 'ImportDeclaration' ||
      node.type === 'ExportNamedDeclaration' ||
      node.type === 'ExportAllDeclaration') &&
    node.source
      ? [node.source.value]
      : [],
  );
}

describe('compileWorker', () => {
  it('writes plain JavaScript for the entry and every module it reaches, imports resolvable', () => {
    const out = tempDir();
    const entry = compileWorker(out);
    expect(entry).toBe(path.join(out, 'worker/index.js'));
    const seen = new Set<string>();
    const visit = (file: string): void => {
      if (seen.has(file)) return;
      seen.add(file);
      for (const specifier of importsOf(file)) {
        const target = path.resolve(path.dirname(file), `${specifier}.js`);
        expect(fs.existsSync(target)).toBe(true);
        visit(target);
      }
    };
    visit(entry);
    expect([...seen].map((file) => path.relative(out, file)).sort()).toEqual(
      ['location.js', 'worker/cachePolicy.js', 'worker/cacheStore.js', 'worker/index.js', 'worker/messages.js'].map(
        (file) => path.normalize(file),
      ),
    );
    expect(fs.readFileSync(entry, 'utf8')).toContain('export default function portalWorker');
  });

  it('refuses a worker module that imports from outside the service-worker folder', () => {
    const root = tempDir();
    fs.writeFileSync(
      path.join(root, 'entry.ts'),
      "import { x } from '../elsewhere';\nexport default (): number => x;\n",
    );
    fs.writeFileSync(path.join(path.dirname(root), 'elsewhere.ts'), 'export const x: number = 1;\n');
    expect(() => compileWorker(tempDir(), path.join(root, 'entry.ts'), root)).toThrow(/may only import modules of/);
  });

  it('names the file when an import cannot be resolved', () => {
    const root = tempDir();
    fs.writeFileSync(path.join(root, 'entry.ts'), "import { x } from './missing';\nexport default (): number => x;\n");
    expect(() => compileWorker(tempDir(), path.join(root, 'entry.ts'), root)).toThrow(/cannot resolve "\.\/missing"/);
  });

  it('compiles the real worker sources', () => {
    expect(fs.existsSync(WORKER_ENTRY)).toBe(true);
    expect(WORKER_ENTRY.startsWith(WORKER_SOURCE_ROOT)).toBe(true);
  });
});
