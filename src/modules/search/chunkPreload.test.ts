/** @jest-environment jsdom */
import {
  handOverPreloads,
  isSettledTerm,
  preloadQueryChunks,
  resetChunkPreloading,
  startChunkPreloading,
  type ChunkLoader,
} from './chunkPreload';
import type { ChunkMap } from './chunkMap';

const FOLDER = '/pagefind/';
const map: ChunkMap = {
  chunks: [
    ['grid', 'lock', 'en_l'],
    ['lodash', 'react', 'en_r'],
  ],
  filters: { area: 'en_f' },
  includeCharacters: [],
};

function preloaded(): string[] {
  return Array.from(document.head.querySelectorAll('link[rel=preload]'), (link) => {
    expect(link.getAttribute('as')).toBe('fetch');
    expect(link.getAttribute('crossorigin')).toBe('anonymous');
    return link.getAttribute('href')!;
  });
}

/** A fetcher whose answer arrives when the test says so. */
function heldFetcher(answer: unknown) {
  let release!: () => void;
  const arrived = new Promise<void>((resolve) => (release = resolve));
  const fetcher = jest.fn(async () => {
    await arrived;
    return answer;
  });
  return { fetcher, release: async () => (release(), await arrived, await Promise.resolve()) };
}

function loader(): ChunkLoader & { calls: Array<[string, unknown]> } {
  const calls: Array<[string, unknown]> = [];
  return { calls, preload: async (term, options) => void calls.push([term, options]) };
}

beforeEach(() => {
  resetChunkPreloading();
  document.head.innerHTML = '';
});

describe('isSettledTerm', () => {
  it('wants three letters, or a script written without spaces', () => {
    expect(isSettledTerm('li')).toBe(false);
    expect(isSettledTerm('lic')).toBe(true);
    expect(isSettledTerm('安装')).toBe(true);
    expect(isSettledTerm('装')).toBe(true);
  });
});

describe('chunk preloading', () => {
  it('reads the map once per bundle and preloads the chunks of the query written meanwhile once it arrives', async () => {
    const { fetcher, release } = heldFetcher(map);
    startChunkPreloading(document, FOLDER, 'en', 'portal-chunks.en_ab12cd.json', fetcher);
    startChunkPreloading(document, FOLDER, 'en', 'portal-chunks.en_ab12cd.json', fetcher);
    preloadQueryChunks(FOLDER, 'licensing', { area: 'x' });
    expect(preloaded()).toEqual([]);
    await release();
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(fetcher).toHaveBeenCalledWith('/pagefind/portal-chunks.en_ab12cd.json');
    expect(preloaded()).toEqual(['/pagefind/index/en_l.pf_index', '/pagefind/filter/en_f.pf_filter']);
  });

  it('preloads each file once, and nothing for words still too short to place', async () => {
    startChunkPreloading(document, FOLDER, 'en', 'map.json', async () => map);
    await Promise.resolve();
    await Promise.resolve();
    for (const query of ['l', 'li', 'lic', 'lice', 'license', 'license re', 'license rea']) {
      preloadQueryChunks(FOLDER, query, {});
    }
    expect(preloaded()).toEqual(['/pagefind/index/en_l.pf_index', '/pagefind/index/en_r.pf_index']);
  });

  it('hands every query it preloaded for to the engine once ready, and preloads nothing after', async () => {
    startChunkPreloading(document, FOLDER, 'en', 'map.json', async () => map);
    await Promise.resolve();
    await Promise.resolve();
    preloadQueryChunks(FOLDER, 'react', { area: 'x' });
    preloadQueryChunks(FOLDER, 'grid', { area: 'x' });
    preloadQueryChunks(FOLDER, 'grids', { area: 'x' }); // same chunks as "grid": no new preload
    const engine = loader();
    handOverPreloads(FOLDER, engine);
    expect(engine.calls).toEqual([
      ['react', { filters: { area: 'x' } }],
      ['grid', { filters: { area: 'x' } }],
    ]);
    handOverPreloads(FOLDER, engine);
    expect(engine.calls).toHaveLength(2);
    preloadQueryChunks(FOLDER, 'lodash', {});
    expect(preloaded()).toHaveLength(3);
  });

  it('preloads nothing when the map cannot be read or is not a map', async () => {
    startChunkPreloading(document, '/a/', 'en', 'map.json', async () => {
      throw new Error('offline');
    });
    startChunkPreloading(document, '/b/', 'en', 'map.json', async () => ({ chunks: 'nope' }));
    await Promise.resolve();
    await Promise.resolve();
    preloadQueryChunks('/a/', 'licensing', {});
    preloadQueryChunks('/b/', 'licensing', {});
    preloadQueryChunks('/never-started/', 'licensing', {});
    expect(preloaded()).toEqual([]);
    const engine = loader();
    handOverPreloads('/a/', engine);
    expect(engine.calls).toEqual([]);
  });

  it('does not let a failing engine preload escape', async () => {
    startChunkPreloading(document, FOLDER, 'en', 'map.json', async () => map);
    await Promise.resolve();
    await Promise.resolve();
    preloadQueryChunks(FOLDER, 'react', {});
    const failing: ChunkLoader = { preload: () => Promise.reject(new Error('gone')) };
    expect(() => handOverPreloads(FOLDER, failing)).not.toThrow();
    await Promise.resolve();
  });
});
