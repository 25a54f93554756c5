/**
 * Writes the portal's chunk map beside a bundle (src/modules/search/chunkMap.ts): the index chunks'
 * boundaries and the filters' chunks, read from Pagefind's meta index, and the entry's
 * `include_characters`. Pagefind's meta file is gzip holding a 12-byte signature (`pagefind_dcd`) and
 * CBOR (decoded with cbor-x): `[version, pages, [[from, to, hash], ...], [[filter, hash], ...], sorts,
 * meta fields]`. A meta index of another shape fails the build, naming the file, rather than shipping a
 * map that would predict the wrong chunks.
 */
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { decode } from 'cbor-x';
import { ENTRY_FILE, firstFiles } from '../../src/modules/search/bundleNames';
import type { ChunkMap } from '../../src/modules/search/chunkMap';
import { messageOf } from '../../config/process/messageOf';

const SIGNATURE = 'pagefind_dcd';

function isStringTuple(value: unknown, length: number): value is string[] {
  return Array.isArray(value) && value.length === length && value.every((item) => typeof item === 'string');
}

/** The chunk map of a decompressed meta index's CBOR value and the entry's characters (pure). */
export function chunkMapOf(meta: unknown, includeCharacters: readonly string[]): ChunkMap {
  if (!Array.isArray(meta) || meta.length < 4) throw new Error('the meta index is not the array Pagefind 1.6 writes');
  const [, , chunks, filters] = meta as unknown[];
  if (!Array.isArray(chunks) || !chunks.every((chunk) => isStringTuple(chunk, 3))) {
    throw new Error('the meta index has no list of [from, to, hash] index chunks');
  }
  if (!Array.isArray(filters) || !filters.every((filter) => isStringTuple(filter, 2))) {
    throw new Error('the meta index has no list of [filter, hash] chunks');
  }
  return {
    chunks: (chunks as string[][]).map(([from, to, hash]) => [from!, to!, hash!] as const),
    filters: Object.fromEntries((filters as string[][]).map(([name, hash]) => [name!, hash!])),
    includeCharacters: [...includeCharacters],
  };
}

/** Decodes a meta index file's bytes (gzip, signature, CBOR). */
export function decodeMetaIndex(bytes: Buffer): unknown {
  const inflated = gunzipSync(bytes);
  if (inflated.subarray(0, SIGNATURE.length).toString('latin1') !== SIGNATURE) {
    throw new Error(`the meta index does not start with Pagefind's signature "${SIGNATURE}"`);
  }
  return decode(inflated.subarray(SIGNATURE.length));
}

/**
 * Reads the renamed meta index of `language` in `bundleDir` and writes the chunk map beside it
 * (`firstFiles(language, tag).chunkMap`); returns the map. Run after applyFirstFileNames.
 */
export async function writeChunkMap(bundleDir: string, language: string, tag: string): Promise<ChunkMap> {
  const names = firstFiles(language, tag);
  const metaPath = path.join(bundleDir, names.meta);
  const entry = JSON.parse(await fs.readFile(path.join(bundleDir, ENTRY_FILE), 'utf8')) as {
    include_characters?: unknown;
  };
  const characters = Array.isArray(entry.include_characters)
    ? entry.include_characters.filter((item): item is string => typeof item === 'string')
    : [];
  let map: ChunkMap;
  try {
    map = chunkMapOf(decodeMetaIndex(await fs.readFile(metaPath)), characters);
  } catch (error) {
    throw new Error(`${metaPath}: ${messageOf(error)}`);
  }
  await fs.writeFile(path.join(bundleDir, names.chunkMap), JSON.stringify(map));
  return map;
}
