import lunr from 'lunr';
import { createPageSearch, indexUrlOf, zhDictionaryOf, type SearchLibrary, type SerializedIndexes } from './pageSearch';

const ORIGIN = 'https://docs.example.com';

/** An index file like the plugin's: titles (type 0) and content (type 1) of two pages. */
function indexFile(): SerializedIndexes {
  const titles = [
    { i: 1, t: 'Editing' },
    { i: 2, t: 'Sorting 排序' },
  ];
  const contents = [
    { i: 3, p: 1, t: 'Double-click a cell to start editing' },
    { i: 4, p: 2, t: 'Sorting by several columns needs Pro' },
  ];
  const build = (documents: Array<{ i: number; t: string }>) =>
    lunr(function () {
      // Without the English trimmer and stemmer, as the plugin indexes Chinese words.
      this.pipeline.reset();
      this.searchPipeline.reset();
      this.ref('i');
      this.field('t');
      for (const document of documents) this.add(document);
    }).toJSON() as unknown as SerializedIndexes[number]['index'];
  return [
    { documents: titles, index: build(titles) },
    { documents: contents, index: build(contents) },
  ];
}

const library: SearchLibrary = {
  searchIndexUrl: 'search-index{dir}-abc.json',
  language: ['en'],
  tokenize: (input) => input.toLowerCase().split(/\s+/).filter(Boolean),
  smartQueries: (tokens) => [{ term: tokens.map((value) => ({ value })), tokens }],
  loadIndex: (serialized) => lunr.Index.load(serialized as object),
  sortSearchResults: (results) => results.sort((a, b) => b.score - a.score),
  processTreeStatusOfSearchResults: () => undefined,
};

describe('indexUrlOf', () => {
  it('names the index of the whole site or of one area', () => {
    expect(indexUrlOf('/', '', library.searchIndexUrl, ORIGIN)).toBe('/search-index-abc.json');
    expect(indexUrlOf('/zh/', 'x', library.searchIndexUrl, ORIGIN)).toBe('/zh/search-index-x-abc.json');
    expect(indexUrlOf('/', 'docs/core', library.searchIndexUrl, ORIGIN)).toBe('/search-index-docs-core-abc.json');
  });
  it('refuses an index from another origin', () => {
    expect(() => indexUrlOf('https://evil.example/', '', library.searchIndexUrl, ORIGIN)).toThrow(
      /must come from this site/,
    );
  });
});

describe('zhDictionaryOf', () => {
  it('collects the Chinese terms of the indexes, once each', () => {
    expect(zhDictionaryOf(indexFile())).toEqual(['排序']);
  });
});

describe('createPageSearch', () => {
  it('fetches the index once and finds pages by title and by content, with the page of a content hit', async () => {
    const fetchJson = jest.fn(async (_url: string) => indexFile());
    const search = createPageSearch(library, fetchJson, ORIGIN);
    await search.fetchIndexes('/', 'x');
    const results = await search.search('/', 'x', 'editing', 10);
    expect(fetchJson).toHaveBeenCalledTimes(1);
    expect(fetchJson).toHaveBeenCalledWith('/search-index-x-abc.json');
    expect(results.map((result) => [result.document.i, result.type])).toEqual(
      expect.arrayContaining([
        [1, 0],
        [3, 1],
      ]),
    );
    expect(results.find((result) => result.document.i === 3)?.page).toEqual({ i: 1, t: 'Editing' });
    expect(results.find((result) => result.document.i === 1)?.page).toBe(false);
  });

  it('stops at the limit and gives nothing for a blank query', async () => {
    const search = createPageSearch(library, async () => indexFile(), ORIGIN);
    expect(await search.search('/', '', 'sorting editing', 1)).toHaveLength(1);
    expect(await search.search('/', '', '   ', 10)).toEqual([]);
  });

  it('keeps one index per base URL and area', async () => {
    const fetchJson = jest.fn(async (_url: string) => indexFile());
    const search = createPageSearch(library, fetchJson, ORIGIN);
    await search.search('/', 'x', 'sorting', 5);
    await search.search('/zh/', 'x', 'sorting', 5);
    await search.search('/', 'x', 'editing', 5);
    expect(fetchJson.mock.calls.map(([url]) => url)).toEqual([
      '/search-index-x-abc.json',
      '/zh/search-index-x-abc.json',
    ]);
  });

  it('fetches again after a failure (offline, then back online)', async () => {
    const fetchJson = jest
      .fn<Promise<unknown>, [string]>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValue(indexFile());
    const search = createPageSearch(library, fetchJson, ORIGIN);
    await expect(search.search('/', '', 'sorting', 5)).rejects.toThrow('Failed to fetch');
    expect((await search.search('/', '', 'sorting', 5)).length).toBeGreaterThan(0);
    expect(fetchJson).toHaveBeenCalledTimes(2);
  });
});
