import fs from 'node:fs';
import path from 'node:path';
import { transformSync, type PluginObj } from '@babel/core';
import presetTypescript from '@babel/preset-typescript';

/** The folder of the service-worker concern; the worker's sources may import only from inside it. */
export const WORKER_SOURCE_ROOT = path.resolve(__dirname, '../../src/modules/service-worker');
export const WORKER_ENTRY = path.join(WORKER_SOURCE_ROOT, 'worker/index.ts');

/** Collects the relative module paths a file imports or re-exports. */
function importCollector(found: string[]): PluginObj {
  const collect = (source: { value: string } | null | undefined): void => {
    if (source && source.value.startsWith('.')) found.push(source.value);
  };
  return {
    name: 'service-worker-import-collector',
    visitor: {
      ImportDeclaration(nodePath) {
        if (nodePath.node.importKind !== 'type') collect(nodePath.node.source);
      },
      ExportNamedDeclaration(nodePath) {
        if (nodePath.node.exportKind !== 'type') collect(nodePath.node.source);
      },
      ExportAllDeclaration(nodePath) {
        collect(nodePath.node.source);
      },
    },
  };
}

function resolveSource(fromFile: string, specifier: string): string {
  const base = path.resolve(path.dirname(fromFile), specifier);
  const candidate = [`${base}.ts`, path.join(base, 'index.ts')].find((file) => fs.existsSync(file));
  if (!candidate)
    throw new Error(`${path.relative(process.cwd(), fromFile)}: cannot resolve "${specifier}" for the service worker`);
  return candidate;
}

/**
 * Turns the worker's TypeScript (the entry and every module it reaches) into JavaScript under
 * `outDir`, keeping the folder layout, so that @docusaurus/plugin-pwa's worker bundler (which reads
 * JavaScript only) can take the entry as its `swCustom` module. Returns the compiled entry's path.
 */
export function compileWorker(outDir: string, entry = WORKER_ENTRY, root = WORKER_SOURCE_ROOT): string {
  const pending = [entry];
  const done = new Set<string>();
  while (pending.length > 0) {
    const file = pending.pop() as string;
    if (done.has(file)) continue;
    done.add(file);
    const relative = path.relative(root, file);
    if (relative.startsWith('..') || path.isAbsolute(relative)) {
      throw new Error(`${file}: the service worker may only import modules of ${root}`);
    }
    const imports: string[] = [];
    const result = transformSync(fs.readFileSync(file, 'utf8'), {
      filename: file,
      babelrc: false,
      configFile: false,
      presets: [[presetTypescript, { onlyRemoveTypeImports: false }]],
      plugins: [importCollector(imports)],
    });
    if (!result?.code) throw new Error(`${file}: Babel produced no code for the service worker`);
    const target = path.join(outDir, relative.replace(/\.ts$/, '.js'));
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, `${result.code}\n`);
    for (const specifier of imports) pending.push(resolveSource(file, specifier));
  }
  return path.join(outDir, path.relative(root, entry).replace(/\.ts$/, '.js'));
}
