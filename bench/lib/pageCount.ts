/**
 * How many pages the baseline gets: the portal's English pages (docs of both areas, generated API
 * pages, standalone pages), leaving out what the baseline has on its own terms: the home page (the
 * baseline has one too), the blog (it gets as many posts instead), the search page (the plain
 * classic site has no local search) and 404.
 */
export function comparablePageCount(builtPaths: readonly string[]): number {
  return builtPaths.filter((route) => {
    if (route === '/' || route.startsWith('/zh/') || route === '/zh') return false;
    if (route === '/search' || route === '/404') return false;
    return route !== '/blog' && !route.startsWith('/blog/');
  }).length;
}

/** Blog posts among the files of a blog folder (Markdown or MDX; authors.yml and the like are not posts). */
export function blogPostCount(fileNames: readonly string[]): number {
  return fileNames.filter((name) => /\.mdx?$/.test(name)).length;
}
