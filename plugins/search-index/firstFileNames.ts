/**
 * Renames a written bundle's meta index and WebAssembly to the names a page can know before the engine
 * asks for them (src/modules/search/bundleNames.ts), and records the new names in the entry file, which
 * is the only place the engine reads them from. Pagefind's own names: `pagefind.<content hash>.pf_meta`
 * and `wasm.<stemmer language or "unknown">.pagefind`. The WebAssembly of other languages, which Pagefind
 * writes too and the engine never fetches (it reads the entry's name), is removed, so that offline search
 * does not download it (55 KB).
 */
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { ENTRY_FILE, firstFiles, type FirstFiles } from '../../src/modules/search/bundleNames';

interface EntryLanguage {
  hash?: string;
  wasm?: string | null;
  [key: string]: unknown;
}

interface Entry {
  languages?: Record<string, EntryLanguage>;
  [key: string]: unknown;
}

/** The language's record in the entry; an entry without the language's meta index is an error. */
function languageOf(entry: Entry, language: string): EntryLanguage & { hash: string } {
  const current = entry.languages?.[language];
  if (!current?.hash) throw new Error(`the entry file has no meta index for "${language}"`);
  return current as EntryLanguage & { hash: string };
}

/** The entry with the language's meta hash and WebAssembly name replaced by `names` (pure). */
export function renamedEntry(entry: Entry, language: string, names: Pick<FirstFiles, 'hash' | 'wasmName'>): Entry {
  const current = languageOf(entry, language);
  return {
    ...entry,
    languages: { ...entry.languages, [language]: { ...current, hash: names.hash, wasm: names.wasmName } },
  };
}

/** Renames the language's meta index and WebAssembly in `bundleDir` and rewrites the entry to match. */
export async function applyFirstFileNames(bundleDir: string, language: string, tag: string): Promise<void> {
  const entryPath = path.join(bundleDir, ENTRY_FILE);
  const entry = JSON.parse(await fs.readFile(entryPath, 'utf8')) as Entry;
  const current = languageOf(entry, language);
  const names = firstFiles(language, tag);
  const next = renamedEntry(entry, language, names);
  await fs.rename(path.join(bundleDir, `pagefind.${current.hash}.pf_meta`), path.join(bundleDir, names.meta));
  const wasmFrom = `wasm.${current.wasm ?? 'unknown'}.pagefind`;
  if (wasmFrom !== names.wasm) await fs.rename(path.join(bundleDir, wasmFrom), path.join(bundleDir, names.wasm));
  for (const file of await fs.readdir(bundleDir)) {
    if (/^wasm\.[^/]+\.pagefind$/.test(file) && file !== names.wasm) await fs.rm(path.join(bundleDir, file));
  }
  await fs.writeFile(entryPath, JSON.stringify(next));
}
