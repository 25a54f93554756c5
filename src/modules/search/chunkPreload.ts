/**
 * Asks for the index chunks of the query a reader writes while the engine is still loading, so that
 * they arrive alongside the engine's own files instead of one round trip after it has started
 * (notes/search.md, "Preloading"). Which chunks: the build's chunk map (`chunkMap.ts`), fetched with
 * the engine's first files. How: `<link rel="preload" as="fetch" crossorigin="anonymous">`, whose
 * response the engine's own `fetch` of the same URL then takes.
 *
 * A preload nobody takes is a console warning and wasted bytes, so: only while the engine loads; only
 * words of three letters or more, or words in scripts without spaces (a word being typed crosses
 * chunk boundaries at its first letters); and once the engine is ready, it is asked to load the chunks
 * of every query a preload was made for (`preload`), which takes each preloaded response, even when the
 * reader has since written another query.
 */
import { chunkFilesFor, isChunkMap, pagefindTerms, type ChunkMap } from './chunkMap';
import { appendFetchPreload } from './fetchPreload';

export type JsonFetcher = (url: string) => Promise<unknown>;

/** The engine's part used here (Pagefind's `preload`: fetches a query's chunks without searching). */
export interface ChunkLoader {
  preload(term: string, options?: { filters?: Record<string, string> }): Promise<void>;
}

interface Prediction {
  readonly query: string;
  readonly filters: Record<string, string>;
}

interface BundleState {
  readonly doc: Document;
  readonly folder: string;
  readonly language: string;
  map: ChunkMap | null;
  ready: boolean;
  latest: Prediction | null;
  readonly linked: Set<string>;
  readonly predictions: Prediction[];
}

const bundles = new Map<string, BundleState>();

const defaultFetcher: JsonFetcher = async (url) => {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${response.status} ${url}`);
  return response.json();
};

/** Terms worth a preload: three letters or more, or in a script written without spaces. */
export function isSettledTerm(term: string): boolean {
  return (
    Array.from(term).length >= 3 || /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}]/u.test(term)
  );
}

function predict(state: BundleState, prediction: Prediction): void {
  if (!state.map || state.ready) return;
  const settled = pagefindTerms(prediction.query, state.language, state.map.includeCharacters).filter(isSettledTerm);
  if (settled.length === 0) return;
  const files = chunkFilesFor(settled, prediction.filters, state.map);
  const added = files.filter((file) => !state.linked.has(file));
  if (added.length === 0) return;
  for (const file of added) {
    state.linked.add(file);
    appendFetchPreload(state.doc, `${state.folder}${file}`);
  }
  state.predictions.push(prediction);
}

/**
 * Starts reading a bundle's chunk map (`folder`: the bundle's URL, ending in `/`; `language`: the page's
 * language as the engine reads it; `mapFile`: the map's name in the folder). Once per bundle; a map that
 * cannot be read only means no chunk is preloaded.
 */
export function startChunkPreloading(
  doc: Document,
  folder: string,
  language: string,
  mapFile: string,
  fetchJson: JsonFetcher = defaultFetcher,
): void {
  if (bundles.has(folder)) return;
  const state: BundleState = {
    doc,
    folder,
    language,
    map: null,
    ready: false,
    latest: null,
    linked: new Set(),
    predictions: [],
  };
  bundles.set(folder, state);
  fetchJson(`${folder}${mapFile}`).then(
    (value) => {
      if (!isChunkMap(value)) return;
      state.map = value;
      if (state.latest) predict(state, state.latest);
    },
    () => undefined,
  );
}

/** The reader's query, written while the bundle's engine loads: preloads the chunks it will need. */
export function preloadQueryChunks(folder: string, query: string, filters: Record<string, string>): void {
  const state = bundles.get(folder);
  if (!state || state.ready) return;
  state.latest = { query, filters };
  predict(state, state.latest);
}

/**
 * The bundle's engine is ready: no more preloads, and the engine loads the chunks of every query a
 * preload was made for, taking the preloaded responses.
 */
export function handOverPreloads(folder: string, engine: ChunkLoader): void {
  const state = bundles.get(folder);
  if (!state || state.ready) return;
  state.ready = true;
  for (const { query, filters } of state.predictions.splice(0)) {
    engine.preload(query, { filters }).catch(() => undefined);
  }
}

/** Forgets every bundle (tests). */
export function resetChunkPreloading(): void {
  bundles.clear();
}
