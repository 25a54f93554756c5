/**
 * The list of a bundle's files that search needs to answer offline, written beside the bundle
 * (`pagefind/offline.json`) for the service worker, which caches them all on a reader's first search
 * (src/modules/service-worker/worker/searchCache.ts). Pagefind names its index chunks and fragments
 * by content hash, so the list is the only way to know them without reading its binary meta file.
 */
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { ENGINE_FILE, ENTRY_FILE } from '../../src/modules/search/bundleNames';

export const OFFLINE_LIST_FILE = 'offline.json';

/**
 * Whether a bundle file (path relative to the bundle folder) is needed to search offline: the engine,
 * its WebAssembly, the entry and meta files, the portal's chunk map, every index chunk and fragment,
 * and the highlighter the opened page runs. Pagefind's prebuilt UIs (the portal draws its own box) and its web worker (the
 * portal runs the engine in the page, so its fetches pass through the service worker) are not.
 */
export function isOfflineFile(relativePath: string): boolean {
  if (relativePath === ENGINE_FILE || relativePath === ENTRY_FILE) return true;
  if (relativePath === 'pagefind-highlight.js') return true;
  if (/^portal-chunks\.[^/]+\.json$/.test(relativePath)) return true;
  if (/^wasm\.[^/]+\.pagefind$/.test(relativePath) || /^pagefind\.[^/]+\.pf_meta$/.test(relativePath)) return true;
  return /^(index|fragment|filter)\/[^/]+\.pf_(index|fragment|filter)$/.test(relativePath);
}

export interface OfflineList {
  /** URLs relative to the bundle folder. */
  readonly files: string[];
  /** Their total size on disk (Pagefind's chunks are already compressed). */
  readonly bytes: number;
}

/** Every file under `dir`, as paths relative to `root` with `/` separators, in the order read. */
export async function filesUnder(dir: string, root = dir): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) found.push(...(await filesUnder(full, root)));
    else found.push(path.relative(root, full).split(path.sep).join('/'));
  }
  return found;
}

export async function writeBundleFileList(bundleDir: string): Promise<OfflineList> {
  const files = (await filesUnder(bundleDir)).filter(isOfflineFile).sort();
  let bytes = 0;
  for (const file of files) bytes += (await fs.stat(path.join(bundleDir, file))).size;
  const list: OfflineList = { files, bytes };
  await fs.writeFile(path.join(bundleDir, OFFLINE_LIST_FILE), `${JSON.stringify(list)}\n`);
  return list;
}
