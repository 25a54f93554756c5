/**
 * Pagefind 1.6 gzips every file of its bundle (WebAssembly, meta index, index chunks, fragments) and
 * inflates each in the page with a JavaScript inflater (fflate's `gunzipSync`, bundled in
 * `pagefind.js`), synchronously, on the main thread: with the garbage it leaves, the largest part of
 * the engine's own work before a first answer (notes/search.md, "Inflating natively"). Browsers
 * inflate gzip themselves (`DecompressionStream`, Chromium 80, Firefox 113, Safari 16.4), in native
 * code. After the build, the engine file is rewritten so that its one `decompress` method inflates
 * through `DecompressionStream` where there is one, and with Pagefind's own inflater where there is
 * not or where it fails; its five callers await it (each already sits in an async function). Nothing
 * else of the engine changes, and the files it reads are the ones Pagefind wrote.
 *
 * Each rewrite must find exactly the code it expects: a Pagefind whose engine reads otherwise fails
 * the build, naming the file, rather than shipping an engine patched in the wrong place.
 */
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { ENGINE_FILE } from '../../src/modules/search/bundleNames';

/** The inflater put in front of the engine's module; `gz_default` is Pagefind's own, defined further down. */
export const NATIVE_INFLATE =
  'const __portalInflate=async(data)=>{if(typeof DecompressionStream==="function"){try{' +
  'return new Uint8Array(await new Response(new Blob([data]).stream().pipeThrough(new DecompressionStream("gzip"))).arrayBuffer());' +
  '}catch(e){}}return gz_default(data);};\n';

interface Rewrite {
  readonly what: string;
  readonly from: string;
  readonly to: string;
  readonly times: number;
}

const REWRITES: readonly Rewrite[] = [
  {
    what: 'the decompress method',
    from: 'decompress(data,file="unknown file"){',
    to: 'async decompress(data,file="unknown file"){',
    times: 1,
  },
  { what: "the method's inflater", from: 'data=gz_default(data);', to: 'data=await __portalInflate(data);', times: 1 },
  { what: 'the calls of decompress', from: '=this.decompress(', to: '=await this.decompress(', times: 5 },
];

function occurrences(source: string, part: string): number {
  return source.split(part).length - 1;
}

/**
 * The engine's source with the native inflater; throws, saying what it did not find, when the source
 * is not the shape of Pagefind 1.6's engine.
 */
export function withNativeInflate(source: string): string {
  if (!source.includes('gz_default')) throw new Error("Pagefind's inflater (gz_default) is not in the engine");
  let result = source;
  for (const { what, from, to, times } of REWRITES) {
    const found = occurrences(result, from);
    if (found !== times) {
      throw new Error(`${what} (\`${from}\`) was expected ${times} time(s) in the engine, found ${found}`);
    }
    result = result.split(from).join(to);
  }
  const calls = occurrences(result, 'this.decompress(');
  const awaited = occurrences(result, '=await this.decompress(');
  if (calls !== awaited) {
    throw new Error(
      `the engine calls decompress ${calls} time(s), ${calls - awaited} of them in a way the rewrite does not await`,
    );
  }
  return NATIVE_INFLATE + result;
}

/** Rewrites a bundle's engine file in place; the error names the file. */
export async function applyNativeInflate(bundleDir: string): Promise<void> {
  const file = path.join(bundleDir, ENGINE_FILE);
  const source = await fs.readFile(file, 'utf8');
  try {
    await fs.writeFile(file, withNativeInflate(source));
  } catch (error) {
    throw new Error(`${file}: ${error instanceof Error ? error.message : String(error)}`);
  }
}
