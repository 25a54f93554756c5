/**
 * Which routes of a route list can match a path, found without trying them all. React Router's
 * `Switch` and react-router-config's `matchRoutes` try a list's routes in order until one matches;
 * the portal's lists are long (over 400 routes at the top level, most of them API pages, and some 300
 * doc pages under a docs root), and every client navigation went through them several times.
 *
 * Most routes are exact and fixed (`/components/buttons`). Whether such a route matches a path is
 * decided by comparing strings, as path-to-regexp 1.x (React Router 5's) builds its expression:
 * `^<path without one trailing slash>(?:/(?=$))?$` with the `i` flag. So the index keeps each fixed
 * route under its path, without one trailing slash and case-folded as that flag folds; a path then
 * looks up itself and itself without one trailing slash. The routes that are not fixed (a pattern, a
 * prefix route such as a docs root, a route without a path, `strict` or `sensitive` ones) are kept in
 * order and still tried one by one, which the callers do.
 *
 * `candidates` returns, in the list's order, the routes that can be the first to match: the other
 * routes before the first fixed route that matches, then that route. Trying them in order gives the
 * route a full scan gives, and the same match object.
 */

export interface IndexedRoute {
  readonly path?: string | readonly string[];
  readonly exact?: boolean;
  readonly strict?: boolean;
  readonly sensitive?: boolean;
}

interface RouteIndex {
  /** Fixed routes by key: the position of the first route with that key. */
  readonly fixed: ReadonlyMap<string, number>;
  /** Positions of the other routes, in order. */
  readonly others: readonly number[];
}

/** Characters with which a path is a pattern for path-to-regexp 1.x rather than plain text. */
const PATTERN = /[\\:()*?+]/;

/** Whether a route matches only its own path, compared as text. */
export function isFixedRoute(route: IndexedRoute): route is IndexedRoute & { path: string } {
  return (
    typeof route.path === 'string' &&
    route.path !== '' &&
    route.exact === true &&
    route.strict !== true &&
    route.sensitive !== true &&
    !PATTERN.test(route.path)
  );
}

/**
 * The case folding of a regular expression with the `i` flag and no `u` flag (ECMAScript's
 * Canonicalize): each code unit to its upper case when that is one code unit, except that a
 * non-ASCII unit never folds to an ASCII one.
 */
export function foldCase(text: string): string {
  let folded = '';
  for (const unit of text.split('')) {
    const upper = unit.toUpperCase();
    folded += upper.length !== 1 || (unit.charCodeAt(0) >= 128 && upper.charCodeAt(0) < 128) ? unit : upper;
  }
  return folded;
}

/**
 * One trailing slash off, as path-to-regexp takes it (`/` becomes empty); not
 * `stripTrailingSlash` of src/modules/url, which takes them all and keeps the root.
 */
const withoutTrailingSlash = (path: string): string => (path.endsWith('/') ? path.slice(0, -1) : path);

/** The key of a fixed route: its path without one trailing slash, case-folded. */
export function fixedRouteKey(path: string): string {
  return foldCase(withoutTrailingSlash(path));
}

const indexes = new WeakMap<readonly IndexedRoute[], RouteIndex>();

function indexOf(routes: readonly IndexedRoute[]): RouteIndex {
  let index = indexes.get(routes);
  if (!index) {
    const fixed = new Map<string, number>();
    const others: number[] = [];
    routes.forEach((route, position) => {
      if (!isFixedRoute(route)) others.push(position);
      else {
        const key = fixedRouteKey(route.path);
        if (!fixed.has(key)) fixed.set(key, position);
      }
    });
    index = { fixed, others };
    indexes.set(routes, index);
  }
  return index;
}

/**
 * The positions of the routes that can be the first of `routes` to match `pathname`, in order. The
 * list is indexed on first use and the index kept while the list lives, so a list must not change
 * after it has been asked about (route tables do not).
 */
export function candidates(routes: readonly IndexedRoute[], pathname: string): number[] {
  const { fixed, others } = indexOf(routes);
  const key = foldCase(pathname);
  const found = [fixed.get(key), fixed.get(withoutTrailingSlash(key))].filter((position) => position !== undefined);
  if (found.length === 0) return [...others];
  const first = Math.min(...found);
  const before = others.filter((position) => position < first);
  before.push(first);
  return before;
}
