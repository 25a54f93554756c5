/**
 * The names of the three files Pagefind's engine fetches before it can answer (the entry, the meta index
 * and the WebAssembly), made knowable to a page before the engine asks for them, so that the page can
 * fetch all three alongside `pagefind.js` instead of one round trip after another (notes/search.md,
 * "Preloading"). Left to itself, Pagefind names the meta file after a content hash and the WebAssembly
 * after the language's stemmer (`wasm.unknown.pagefind` for Chinese), both read from the entry file, and
 * asks for the entry with a new `?ts=` at every load. The build (plugins/search-index) renames the two
 * files to the names below and records them in the entry, and puts the build's tag in every page's head;
 * the engine is told the same tag (`metaCacheTag`), so its entry URL is the one preloaded.
 */

/** Pagefind's entry file, the first file the engine reads (its name is Pagefind's own). */
export const ENTRY_FILE = 'pagefind-entry.json';

/** Pagefind's engine, the module the page imports (its name is Pagefind's own). */
export const ENGINE_FILE = 'pagefind.js';

/** The `<meta name>` that carries the search bundle's tag in every built page's head. */
export const BUNDLE_TAG_META = 'portal-search-bundle';

/** A tag is a short lowercase hexadecimal string, new at every build. */
export const BUNDLE_TAG_PATTERN = /^[0-9a-f]{6,32}$/;

export interface FirstFiles {
  /** The entry file, with the query the engine adds (`?ts=<tag>`). */
  readonly entry: string;
  /** The meta index. */
  readonly meta: string;
  /** The WebAssembly. */
  readonly wasm: string;
  /**
   * The portal's own map of the index chunks (src/modules/search/chunkMap.ts), written beside the bundle
   * by the build so that a page can ask for the chunks a query needs before the engine has started.
   */
  readonly chunkMap: string;
  /** What the entry records for the language: the meta file's hash and the WebAssembly's name. */
  readonly hash: string;
  readonly wasmName: string;
}

/**
 * The first files of a bundle for Pagefind's language key (`en`, `zh-cn`: the `<html lang>` in lower
 * case) and the build's tag, relative to the bundle folder.
 */
export function firstFiles(language: string, tag: string): FirstFiles {
  const hash = `${language}_${tag}`;
  return {
    entry: `${ENTRY_FILE}?ts=${tag}`,
    meta: `pagefind.${hash}.pf_meta`,
    wasm: `wasm.${language}.pagefind`,
    chunkMap: `portal-chunks.${hash}.json`,
    hash,
    wasmName: language,
  };
}
