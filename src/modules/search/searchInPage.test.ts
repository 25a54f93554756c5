/**
 * The stand-in for the search plugin's worker module: in a production build it loads the engine on
 * the first call (once) and mark.js beside it; elsewhere there is no index, so it does nothing.
 * Loading the engine chunk on focus in the built site: test/e2e/search.test.ts.
 */
const mockSearch = jest.fn(async () => [{ score: 1 }]);
const mockFetchIndexes = jest.fn(async () => undefined);
const mockGetPageSearch = jest.fn(() => ({ search: mockSearch, fetchIndexes: mockFetchIndexes }));
const mockPreload = jest.fn(async () => undefined);
jest.mock('./searchEngine', () => ({ getPageSearch: mockGetPageSearch }));
jest.mock('./lazyMark', () => ({ __esModule: true, default: { preload: mockPreload } }));

type SearchInPage = typeof import('./searchInPage');
const nodeEnv = process.env.NODE_ENV;

/** A fresh copy of the module, as built for `env` (it reads NODE_ENV when it loads). */
function load(env: string): SearchInPage {
  process.env.NODE_ENV = env;
  let loaded: SearchInPage | undefined;
  jest.isolateModules(() => {
    loaded = jest.requireActual<SearchInPage>('./searchInPage');
  });
  process.env.NODE_ENV = nodeEnv;
  return loaded!;
}

beforeEach(() => jest.clearAllMocks());

describe('searchInPage', () => {
  it('in a production build, answers from the engine, loaded once, with mark.js fetched beside it', async () => {
    const module = load('production');
    expect(mockGetPageSearch).not.toHaveBeenCalled();
    await module.fetchIndexesByWorker('/x/', 'x');
    expect(mockFetchIndexes).toHaveBeenCalledWith('/x/', 'x');
    await expect(module.searchByWorker('/x/', 'x', 'grid', 8)).resolves.toEqual([{ score: 1 }]);
    expect(mockSearch).toHaveBeenCalledWith('/x/', 'x', 'grid', 8);
    expect(mockPreload).toHaveBeenCalledTimes(1);
  });

  it('outside a production build, loads nothing and finds nothing', async () => {
    const module = load('development');
    await module.fetchIndexesByWorker('/x/', 'x');
    await expect(module.searchByWorker('/x/', 'x', 'grid', 8)).resolves.toEqual([]);
    expect(mockGetPageSearch).not.toHaveBeenCalled();
    expect(mockPreload).not.toHaveBeenCalled();
  });
});

// A module of its own (its helpers do not clash with other test files in the type check).
export {};
