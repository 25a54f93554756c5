/**
 * Docusaurus's prefetch of a route's chunks (core's `client/docusaurus.js`), doing the same for a
 * fraction of the work (issue 24). A link that scrolls into view asks for its route's chunks; for
 * each such route Docusaurus:
 * - filtered the chunk names of every route of the locale with a regular expression, for each level
 *   of the route's match (four for a docs page: about 3,000 replacements a route);
 * - asked the runtime for each chunk's URL through `__webpack_require__.gca`, whose body builds the
 *   chunk-name map of all the locale's chunks again at every call, and `__webpack_require__.u`, which
 *   builds the chunk-file map, twice a chunk;
 * - appended a `<link rel="prefetch">` for every chunk, the layout, sidebar and component chunks the
 *   page itself had loaded and those another route had already asked for included.
 * At 4x CPU a route cost 20-30 ms, and an idle period ran routes until its deadline had passed:
 * long tasks of 90-110 ms after the page's load, and a request for every chunk of every route in
 * view. Here the chunk names are indexed by route once, each chunk's URL is asked for once, and a URL
 * is requested once, and not at all when the page has fetched it already.
 */

/** What the prefetch reads and does, given by the browser module and by the tests. */
export interface PrefetchSources {
  /** The route paths a URL path matches, outermost first (react-router-config's `matchRoutes`). */
  readonly matchedRoutePaths: (routePath: string) => readonly string[];
  /** Docusaurus's generated chunk names, by route name (`/x/introduction-2f1`) and then by role. */
  readonly routesChunkNames: Readonly<Record<string, unknown>>;
  /** The URL of a named chunk (the runtime's `__webpack_require__.gca`). */
  readonly chunkUrl: (chunkName: string) => string | null | undefined;
  /** Whether the page has already fetched the URL (the scripts it loaded). */
  readonly alreadyFetched: (url: string) => boolean;
  /** Asks the browser to fetch the URL at a low priority (Docusaurus's prefetch helper). */
  readonly prefetchUrl: (url: string) => void;
  /** A slow or data-saving connection, on which Docusaurus prefetches nothing. */
  readonly slowConnection: () => boolean;
}

/** Every leaf value of the chunk-name tree of a route, as Docusaurus's `flat` lists them. */
export function chunkNamesOf(tree: unknown, names: string[] = []): string[] {
  if (typeof tree === 'object' && tree !== null && Object.keys(tree).length > 0) {
    for (const value of Object.values(tree)) chunkNamesOf(value, names);
  } else if (typeof tree === 'string') {
    names.push(tree);
  }
  return names;
}

/** The chunk names of each route path: Docusaurus's route names are the path and a hash (`/x/a-2f1`). */
export function chunkNamesByRoutePath(routesChunkNames: Readonly<Record<string, unknown>>): Map<string, string[]> {
  const byPath = new Map<string, string[]>();
  for (const [routeName, tree] of Object.entries(routesChunkNames)) {
    const routePath = routeName.replace(/-[^-]+$/, '');
    const names = byPath.get(routePath) ?? [];
    chunkNamesOf(tree, names);
    byPath.set(routePath, names);
  }
  return byPath;
}

/** A prefetch of routes: each route once, each chunk's URL looked up once, each URL requested once. */
export function routePrefetcher(sources: PrefetchSources): (routePath: string) => void {
  const routesDone = new Set<string>();
  const urlsDone = new Set<string>();
  const urlOfChunk = new Map<string, string | null>();
  let index: Map<string, string[]> | null = null;
  const urlOf = (chunkName: string): string | null => {
    let url = urlOfChunk.get(chunkName);
    if (url === undefined) {
      const found = sources.chunkUrl(chunkName);
      // A chunk merged into another by the bundler has no file of its own ("undefined" in its URL).
      url = found && !found.includes('undefined') ? found : null;
      urlOfChunk.set(chunkName, url);
    }
    return url;
  };
  return (routePath) => {
    if (sources.slowConnection() || routesDone.has(routePath)) return;
    routesDone.add(routePath);
    index ??= chunkNamesByRoutePath(sources.routesChunkNames);
    for (const matched of sources.matchedRoutePaths(routePath)) {
      for (const chunkName of index.get(matched) ?? []) {
        const url = urlOf(chunkName);
        if (url === null || urlsDone.has(url)) continue;
        urlsDone.add(url);
        if (!sources.alreadyFetched(url)) sources.prefetchUrl(url);
      }
    }
  };
}
