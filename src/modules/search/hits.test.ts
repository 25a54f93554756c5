import { excerptParts, runQuery, toHit } from './hits';
import type { PagefindApi } from './engine';

describe('excerptParts', () => {
  it('splits the matches from the text and decodes the escaped characters, never reading HTML', () => {
    expect(excerptParts('Set the <mark>license</mark> key &lt;b&gt; &amp; go')).toEqual([
      { text: 'Set the ', matched: false },
      { text: 'license', matched: true },
      { text: ' key <b> & go', matched: false },
    ]);
    expect(excerptParts('<mark>安装</mark>')).toEqual([{ text: '安装', matched: true }]);
    expect(excerptParts('')).toEqual([]);
  });
});

describe('toHit', () => {
  it('reads the title, area and path of a result', () => {
    expect(
      toHit(
        {
          url: '/zh/x/introduction/licensing?pagefind-highlight=key',
          excerpt: '<mark>key</mark>',
          meta: { title: ' Licensing ' },
        },
        '/zh/',
      ),
    ).toEqual({
      url: '/zh/x/introduction/licensing?pagefind-highlight=key',
      title: 'Licensing',
      area: 'x',
      path: ['x', 'introduction', 'licensing'],
      excerpt: [{ text: 'key', matched: true }],
    });
  });

  it('falls back on the path when the page has no title', () => {
    expect(toHit({ url: '/versions', excerpt: 'a', meta: {} }, '/').title).toBe('/versions');
  });
});

describe('runQuery', () => {
  it('filters to the area, reads the first results only and counts them all', async () => {
    const search = jest.fn(async () => ({
      results: ['/x/a', '/x/b', '/x/c'].map((url) => ({
        id: url,
        data: jest.fn(async () => ({ url, excerpt: url, meta: { title: url } })),
      })),
    }));
    const engine = { search } as unknown as PagefindApi;
    const answer = await runQuery(engine, 'grid', 'x', 2, '/');
    expect(search).toHaveBeenCalledWith('grid', { filters: { area: 'x' } });
    expect(answer.total).toBe(3);
    expect(answer.hits.map((hit) => hit.url)).toEqual(['/x/a', '/x/b']);
    await runQuery(engine, 'grid', 'all', 2, '/');
    expect(search).toHaveBeenLastCalledWith('grid', { filters: {} });
  });

  it('answers nothing when the engine has no answer', async () => {
    const engine = { search: async () => null } as unknown as PagefindApi;
    await expect(runQuery(engine, 'x', 'all', 8, '/')).resolves.toEqual({ query: 'x', hits: [], total: 0 });
  });
});
