/**
 * Rewrites of Pagefind's engine (`pagefind.js`) after it is written: each replaces one piece of code,
 * which must be found exactly as often as Pagefind 1.6 has it. A Pagefind whose engine reads otherwise
 * fails the build, naming the file, rather than shipping an engine patched in the wrong place.
 */
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { ENGINE_FILE } from '../../src/modules/search/bundleNames';
import { messageOf } from '../../config/process/messageOf';

export interface EngineRewrite {
  /** What the piece of code is, for the build's error. */
  readonly what: string;
  readonly from: string;
  readonly to: string;
  readonly times: number;
}

/** How often `part` occurs in `source`. */
export function occurrences(source: string, part: string): number {
  return source.split(part).length - 1;
}

/** `source` with every rewrite made; throws, saying what it did not find, when a piece is not there as often as expected. */
export function applyRewrites(source: string, rewrites: readonly EngineRewrite[]): string {
  let result = source;
  for (const { what, from, to, times } of rewrites) {
    const found = occurrences(result, from);
    if (found !== times) {
      throw new Error(`${what} (\`${from}\`) was expected ${times} time(s) in the engine, found ${found}`);
    }
    result = result.split(from).join(to);
  }
  return result;
}

/** Rewrites a bundle's engine file in place with `transform`; the error names the file. */
export async function rewriteEngineFile(bundleDir: string, transform: (source: string) => string): Promise<void> {
  const file = path.join(bundleDir, ENGINE_FILE);
  const source = await fs.readFile(file, 'utf8');
  try {
    await fs.writeFile(file, transform(source));
  } catch (error) {
    throw new Error(`${file}: ${messageOf(error)}`);
  }
}
