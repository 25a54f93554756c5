import fs from 'node:fs';
import path from 'node:path';
import { rspack, type Configuration } from '@rspack/core';

/**
 * Compiles `config` with Rspack, as a plugin's unit test needs it: the compiler closed after its run
 * (its shutdown hooks run) before this settles, a failed compilation rejected with its errors.
 * Resolves with each emitted file's text, by name.
 */
export async function compileWithRspack(config: Configuration): Promise<Map<string, string>> {
  const outDir = config.output?.path;
  if (!outDir) throw new Error('compileWithRspack: the configuration names no output.path');
  await new Promise<void>((resolve, reject) => {
    const compiler = rspack(config);
    compiler.run((error, stats) => {
      const failure = error ?? (stats?.hasErrors() ? new Error(stats.toString({ all: false, errors: true })) : null);
      // Settled once the compiler has shut down, as Docusaurus waits for it: its shutdown hooks have run.
      compiler.close(() => (failure ? reject(failure) : resolve()));
    });
  });
  const files = new Map<string, string>();
  for (const name of fs.readdirSync(outDir)) files.set(name, fs.readFileSync(path.join(outDir, name), 'utf8'));
  return files;
}
