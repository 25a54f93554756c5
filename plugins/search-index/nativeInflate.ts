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
 * Each rewrite must find exactly the code it expects (engineRewrites.ts).
 */
import { applyRewrites, occurrences, rewriteEngineFile, type EngineRewrite } from './engineRewrites';

/** The inflater put in front of the engine's module; `gz_default` is Pagefind's own, defined further down. */
export const NATIVE_INFLATE =
  'const __portalInflate=async(data)=>{if(typeof DecompressionStream==="function"){try{' +
  'return new Uint8Array(await new Response(new Blob([data]).stream().pipeThrough(new DecompressionStream("gzip"))).arrayBuffer());' +
  '}catch(e){}}return gz_default(data);};\n';

const REWRITES: readonly EngineRewrite[] = [
  {
    what: 'the decompress method',
    from: 'decompress(data,file="unknown file"){',
    to: 'async decompress(data,file="unknown file"){',
    times: 1,
  },
  { what: "the method's inflater", from: 'data=gz_default(data);', to: 'data=await __portalInflate(data);', times: 1 },
  { what: 'the calls of decompress', from: '=this.decompress(', to: '=await this.decompress(', times: 5 },
];

/**
 * The engine's source with the native inflater; throws, saying what it did not find, when the source
 * is not the shape of Pagefind 1.6's engine.
 */
export function withNativeInflate(source: string): string {
  if (!source.includes('gz_default')) throw new Error("Pagefind's inflater (gz_default) is not in the engine");
  const result = applyRewrites(source, REWRITES);
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
export function applyNativeInflate(bundleDir: string): Promise<void> {
  return rewriteEngineFile(bundleDir, withNativeInflate);
}
