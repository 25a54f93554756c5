/**
 * Which index chunks Pagefind's engine will fetch for a query, known before the engine has started
 * (pure, unit-tested). The build writes the bundle's chunk boundaries beside it
 * (`portal-chunks.<lang>_<tag>.json`, plugins/search-index/chunkMap.ts); with them, the page can ask for
 * a query's chunks while the engine's own files are still arriving, instead of one round trip after
 * the engine has started (notes/search.md, "Preloading").
 *
 * The rules are Pagefind 1.6's own, so that the engine's requests are exactly the ones preloaded (an
 * unused preload is a console warning): the query is normalised as its `search()` does (graphemes in
 * lower case, its punctuation classes dropped, diacritics stripped, Chinese, Japanese and Thai cut into
 * words by `Intl.Segmenter`), split at spaces, and each term needs the chunks whose range holds it
 * (`from <= term <= to`, compared by code point as Rust compares strings) or, when none does, the
 * chunks whose boundaries, cut to the term's length, hold it (its "loose" match). The engine also
 * fetches the chunk of each term's stem, which this does not predict (its stemmers are in WebAssembly):
 * usually the same chunk, otherwise fetched by the engine as before.
 */

/** The bundle's chunk boundaries, as the build writes them. */
export interface ChunkMap {
  /** `[from, to, hash]` of each index chunk (`index/<hash>.pf_index`), in Pagefind's order. */
  readonly chunks: ReadonlyArray<readonly [string, string, string]>;
  /** Filter name -> hash of its chunk (`filter/<hash>.pf_filter`). */
  readonly filters: Readonly<Record<string, string>>;
  /** Characters the index keeps although they are punctuation (the entry's `include_characters`). */
  readonly includeCharacters: readonly string[];
}

/** Whether a value read from the network is a chunk map (anything else is ignored, never trusted). */
export function isChunkMap(value: unknown): value is ChunkMap {
  if (typeof value !== 'object' || value === null) return false;
  const map = value as Record<string, unknown>;
  const isString = (item: unknown): item is string => typeof item === 'string';
  return (
    Array.isArray(map.chunks) &&
    map.chunks.every((chunk) => Array.isArray(chunk) && chunk.length === 3 && chunk.every(isString)) &&
    typeof map.filters === 'object' &&
    map.filters !== null &&
    !Array.isArray(map.filters) &&
    Object.values(map.filters).every(isString) &&
    Array.isArray(map.includeCharacters) &&
    map.includeCharacters.every(isString)
  );
}

const PUNCTUATION = /^\p{Pd}|\p{Pe}|\p{Pf}|\p{Pi}|\p{Po}|\p{Ps}$/u;

function needsWordSegmentation(language: string): boolean {
  return ['zh', 'ja', 'th'].includes(language.split('-')[0]!.toLowerCase());
}

function stripDiacritics(text: string): string {
  const stripped = text.normalize('NFD').replace(/(?![\u3099\u309A])\p{M}/gu, '');
  return /[\u3099\u309A]/.test(stripped) ? stripped.normalize('NFC') : stripped;
}

function canonicalLanguage(language: string): string | null {
  try {
    return Intl.getCanonicalLocales(language)[0] ?? null;
  } catch {
    return null;
  }
}

/**
 * The terms Pagefind's `search()` looks up for a query, in the page's language (its `<html lang>` in
 * lower case, as the engine reads it).
 */
export function pagefindTerms(query: string, language: string, includeCharacters: readonly string[]): string[] {
  const kept = (grapheme: string): string | null => {
    if (includeCharacters.includes(grapheme)) return grapheme;
    return PUNCTUATION.test(grapheme) ? null : grapheme.toLocaleLowerCase();
  };
  const canonical = canonicalLanguage(language);
  let term: string;
  if (canonical && typeof Intl.Segmenter !== 'undefined') {
    const graphemes = new Intl.Segmenter(canonical, { granularity: 'grapheme' });
    const cut = (text: string): string[] =>
      Array.from(graphemes.segment(text), ({ segment }) => kept(segment)).filter(
        (part): part is string => part !== null,
      );
    if (needsWordSegmentation(canonical)) {
      const words = new Intl.Segmenter(canonical, { granularity: 'word' });
      term = Array.from(words.segment(query), ({ segment }) => cut(segment).join(''))
        .filter((word) => word.length > 0)
        .join(' ');
    } else {
      term = cut(query).join('');
    }
  } else {
    term = Array.from(query, (char) => kept(char))
      .filter((part): part is string => part !== null)
      .join('');
  }
  return term
    .replace(/\s{2,}/g, ' ')
    .trim()
    .split(' ')
    .map(stripDiacritics)
    .filter((word) => word.length > 0);
}

/** Compares two strings by code point, as Rust compares `str`s (JavaScript's `<` compares UTF-16 units). */
export function compareCodePoints(a: string, b: string): number {
  const left = Array.from(a, (char) => char.codePointAt(0)!);
  const right = Array.from(b, (char) => char.codePointAt(0)!);
  for (let index = 0; index < Math.min(left.length, right.length); index += 1) {
    if (left[index] !== right[index]) return left[index]! - right[index]!;
  }
  return left.length - right.length;
}

function firstChars(text: string, count: number): string {
  return Array.from(text).slice(0, count).join('');
}

/** The hashes of the chunks the engine fetches for one term, before its stems (Pagefind's rule). */
export function chunksOfTerm(term: string, map: ChunkMap): string[] {
  const strict = map.chunks.filter(
    ([from, to]) => compareCodePoints(term, from) >= 0 && compareCodePoints(term, to) <= 0,
  );
  if (strict.length > 0) return strict.map(([, , hash]) => hash);
  const length = Array.from(term).length;
  return map.chunks
    .filter(([from, to]) => {
      const fromLength = Math.min(length, Array.from(from).length);
      const toLength = Math.min(length, Array.from(to).length);
      return (
        compareCodePoints(firstChars(term, fromLength), firstChars(from, fromLength)) >= 0 &&
        compareCodePoints(firstChars(term, toLength), firstChars(to, toLength)) <= 0
      );
    })
    .map(([, , hash]) => hash);
}

/**
 * The files, relative to the bundle folder, the engine fetches for a query's `terms` (pagefindTerms)
 * run with `filters`, before it can search: the terms' index chunks and the filters' chunks, each once.
 * No term, no file: the engine then fetches nothing.
 */
export function chunkFilesFor(
  terms: readonly string[],
  filters: Readonly<Record<string, string>>,
  map: ChunkMap,
): string[] {
  if (terms.length === 0) return [];
  const files = new Set<string>();
  for (const term of terms) {
    for (const hash of chunksOfTerm(term, map)) files.add(`index/${hash}.pf_index`);
  }
  for (const name of Object.keys(filters)) {
    const hash = map.filters[name];
    if (hash) files.add(`filter/${hash}.pf_filter`);
  }
  return [...files];
}
