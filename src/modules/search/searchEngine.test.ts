/** @jest-environment jsdom */
/**
 * The search engine loader: the plugin's pieces handed to pageSearch, once per page. The engine
 * over a real built index (lunr, Chinese segmentation, ranking) is tested in the browser:
 * test/e2e/search.test.ts ('finds an English page ...', 'finds a Chinese page from a query that
 * needs word segmentation ...').
 */
import type { SearchLibrary } from './pageSearch';

const mockCreatePageSearch = jest.fn(
  (library: SearchLibrary, fetchJson: (url: string) => Promise<unknown>, origin: string) => ({
    library,
    fetchJson,
    origin,
  }),
);
jest.mock('./pageSearch', () => ({ createPageSearch: mockCreatePageSearch }));
jest.mock('@generated/@easyops-cn/docusaurus-search-local/default/generated-constants.js?lunr-setup', () => ({}), {
  virtual: true,
});
jest.mock('@easyops-cn/docusaurus-search-local/dist/client/client/utils/proxiedGeneratedConstants', () => ({
  language: ['en', 'zh'],
  searchIndexUrl: 'search-index{dir}.json',
}));
const mockLoad = jest.fn((serialized: unknown) => ({ loaded: serialized }));
jest.mock('lunr', () => ({ __esModule: true, default: { Index: { load: mockLoad } } }));
const mockTokenize = jest.fn();
const mockSmartQueries = jest.fn();
const mockSort = jest.fn();
const mockTree = jest.fn();
jest.mock('@easyops-cn/docusaurus-search-local/dist/client/client/utils/tokenize', () => ({ tokenize: mockTokenize }));
jest.mock('@easyops-cn/docusaurus-search-local/dist/client/client/utils/smartQueries', () => ({
  smartQueries: mockSmartQueries,
}));
jest.mock('@easyops-cn/docusaurus-search-local/dist/client/client/utils/sortSearchResults', () => ({
  sortSearchResults: mockSort,
}));
jest.mock('@easyops-cn/docusaurus-search-local/dist/client/client/utils/processTreeStatusOfSearchResults', () => ({
  processTreeStatusOfSearchResults: mockTree,
}));

// Imported once the mocks above exist (a static import would run before them).
let getPageSearch: typeof import('./searchEngine').getPageSearch;
beforeAll(async () => {
  ({ getPageSearch } = await import('./searchEngine'));
});

type Created = ReturnType<typeof mockCreatePageSearch>;

describe('getPageSearch', () => {
  it("builds the page's search once, from the plugin's configuration and query code, for this origin", () => {
    const search = getPageSearch() as unknown as Created;
    expect(getPageSearch()).toBe(search);
    expect(mockCreatePageSearch).toHaveBeenCalledTimes(1);
    expect(search.origin).toBe(window.location.origin);
    expect(search.library).toMatchObject({
      searchIndexUrl: 'search-index{dir}.json',
      language: ['en', 'zh'],
      tokenize: mockTokenize,
      smartQueries: mockSmartQueries,
      sortSearchResults: mockSort,
      processTreeStatusOfSearchResults: mockTree,
    });
  });

  it('loads a serialized index with lunr', () => {
    const { library } = getPageSearch() as unknown as Created;
    expect(library.loadIndex({ version: '2.3.9' })).toEqual({ loaded: { version: '2.3.9' } });
    expect(mockLoad).toHaveBeenCalledWith({ version: '2.3.9' });
  });

  it('reads an index file as JSON with fetch', async () => {
    const fetchMock = jest.fn(async () => ({ json: async () => [{ documents: [] }] }));
    global.fetch = fetchMock as unknown as typeof fetch;
    const { fetchJson } = getPageSearch() as unknown as Created;
    await expect(fetchJson('/x/search-index-x.json')).resolves.toEqual([{ documents: [] }]);
    expect(fetchMock).toHaveBeenCalledWith('/x/search-index-x.json');
  });
});
