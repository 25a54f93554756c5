import { chunkNamesByRoutePath, chunkNamesOf, routePrefetcher, type PrefetchSources } from './routePrefetch';

describe('chunkNamesOf', () => {
  it('lists every leaf chunk name of a route’s tree, as Docusaurus’s flat does', () => {
    expect(
      chunkNamesOf({
        __comp: '17896441',
        __context: { plugin: 'aba21aa0' },
        __props: 'a7bd4aaa',
        items: [{ content: '5e95c892' }, { content: 'bd192902' }],
        empty: {},
      }),
    ).toEqual(['17896441', 'aba21aa0', 'a7bd4aaa', '5e95c892', 'bd192902']);
  });
});

describe('chunkNamesByRoutePath', () => {
  it('keys each route’s chunk names by its path, without the hash Docusaurus appends to the name', () => {
    const index = chunkNamesByRoutePath({
      '/x-9f2': { __comp: 'layout' },
      '/x/react-data-grid-2c4': { __comp: 'doc', content: 'grid' },
      '/x/react-data-grid/editing-b41': { __comp: 'doc', content: 'editing' },
    });
    expect(index.get('/x')).toEqual(['layout']);
    expect(index.get('/x/react-data-grid')).toEqual(['doc', 'grid']);
    expect(index.get('/x/react-data-grid/editing')).toEqual(['doc', 'editing']);
  });
});

describe('routePrefetcher', () => {
  /** Sources for the two routes below, recording what is looked up and fetched. */
  function sources(overrides: Partial<PrefetchSources> = {}) {
    const lookedUp: string[] = [];
    const fetched: string[] = [];
    const routes: Record<string, string[]> = {
      '/x/react-data-grid': ['/x', '/x/react-data-grid'],
      '/x/react-data-grid/editing': ['/x', '/x/react-data-grid/editing'],
    };
    const given: PrefetchSources = {
      matchedRoutePaths: (routePath) => routes[routePath] ?? [],
      routesChunkNames: {
        '/x-9f2': { __comp: 'layout', sidebar: 'sidebar' },
        '/x/react-data-grid-2c4': { __comp: 'doc', content: 'grid', merged: 'merged' },
        '/x/react-data-grid/editing-b41': { __comp: 'doc', content: 'editing' },
      },
      chunkUrl: (chunkName) => {
        lookedUp.push(chunkName);
        return chunkName === 'merged' ? '/assets/js/undefined.undefined.js' : `/assets/js/${chunkName}.0a1b2c3d.js`;
      },
      alreadyFetched: (url) => url === '/assets/js/layout.0a1b2c3d.js',
      prefetchUrl: (url) => fetched.push(url),
      slowConnection: () => false,
      ...overrides,
    };
    return { given, lookedUp, fetched };
  }

  it('asks for the chunks of every level of the route, but those the page has and those merged away', () => {
    const { given, fetched } = sources();
    routePrefetcher(given)('/x/react-data-grid');
    expect(fetched).toEqual([
      '/assets/js/sidebar.0a1b2c3d.js',
      '/assets/js/doc.0a1b2c3d.js',
      '/assets/js/grid.0a1b2c3d.js',
    ]);
  });

  it('asks for a chunk once, and looks up its URL once, whatever the number of routes that share it', () => {
    const { given, fetched, lookedUp } = sources();
    const prefetch = routePrefetcher(given);
    prefetch('/x/react-data-grid');
    prefetch('/x/react-data-grid/editing');
    prefetch('/x/react-data-grid/editing');
    expect(fetched).toEqual([
      '/assets/js/sidebar.0a1b2c3d.js',
      '/assets/js/doc.0a1b2c3d.js',
      '/assets/js/grid.0a1b2c3d.js',
      '/assets/js/editing.0a1b2c3d.js',
    ]);
    expect(lookedUp.filter((name) => name === 'doc')).toHaveLength(1);
    expect(lookedUp.filter((name) => name === 'layout')).toHaveLength(1);
  });

  it('asks for nothing on a slow or data-saving connection, or for a path no route matches', () => {
    const slow = sources({ slowConnection: () => true });
    routePrefetcher(slow.given)('/x/react-data-grid');
    expect(slow.fetched).toEqual([]);
    const unknown = sources();
    routePrefetcher(unknown.given)('/nowhere');
    expect(unknown.fetched).toEqual([]);
  });

  it('passes over a chunk the runtime does not know', () => {
    const { given, fetched } = sources({ chunkUrl: (name) => (name === 'grid' ? undefined : `/assets/js/${name}.js`) });
    routePrefetcher({ ...given, alreadyFetched: () => false })('/x/react-data-grid');
    expect(fetched).toEqual([
      '/assets/js/layout.js',
      '/assets/js/sidebar.js',
      '/assets/js/doc.js',
      '/assets/js/merged.js',
    ]);
  });
});
