/**
 * react-router-config 5.1 (`matchRoutes`, `renderRoutes`), as Docusaurus uses it, over an index of
 * each route list (routeIndex.ts) instead of a scan of the whole list. The site's bundler answers
 * `react-router-config` with this module (plugins/route-index). What the two functions return is
 * what the originals return: the same branch of matches, and the same `Switch` of `Route`s with the
 * same keys, holding only the routes that can be the first to match.
 */
import React, { useContext, type ReactElement } from 'react';
import { matchPath, Route, Router, Switch, __RouterContext, type match as Match } from 'react-router';
import type { Location } from 'history';
import { candidates, type IndexedRoute } from './routeIndex';

export interface RouteConfig extends IndexedRoute {
  readonly key?: string | number;
  /** The route's component; React Router gives it the route's props (never: any component fits). */
  readonly component?: React.ComponentType<never>;
  readonly render?: (props: never) => React.ReactNode;
  readonly routes?: readonly RouteConfig[];
  readonly [extra: string]: unknown;
}

export interface MatchedRoute {
  readonly route: RouteConfig;
  readonly match: Match;
}

/** React Router's match of a path at the root (`Router.computeRootMatch`, missing from its types). */
const rootMatch = (Router as unknown as { computeRootMatch(pathname: string): Match }).computeRootMatch;

/** The branch of routes that match `pathname`, outermost first (react-router-config's `matchRoutes`). */
export function matchRoutes(
  routes: readonly RouteConfig[],
  pathname: string,
  branch: MatchedRoute[] = [],
): MatchedRoute[] {
  for (const position of candidates(routes, pathname)) {
    const route = routes[position]!;
    const match = route.path
      ? matchPath(pathname, route as Parameters<typeof matchPath>[1])
      : branch.length
        ? branch[branch.length - 1]!.match
        : rootMatch(pathname);
    if (match) {
      branch.push({ route, match });
      if (route.routes) matchRoutes(route.routes, pathname, branch);
      break;
    }
  }
  return branch;
}

interface IndexedSwitchProps {
  readonly routes: readonly RouteConfig[];
  readonly extraProps: object;
  readonly switchProps: { readonly location?: Location; readonly [prop: string]: unknown };
}

/** A `Switch` over the routes that can match the location it renders at. */
function IndexedSwitch({ routes, extraProps, switchProps }: IndexedSwitchProps): ReactElement {
  const router = useContext(__RouterContext);
  const location = switchProps.location ?? router.location;
  return (
    <Switch {...switchProps}>
      {candidates(routes, location.pathname).map((position) => {
        const route = routes[position]!;
        return (
          <Route
            key={route.key || position}
            path={route.path as string | string[] | undefined}
            exact={route.exact}
            strict={route.strict}
            render={(props) => {
              const routeProps = { ...props, ...extraProps, route };
              return route.render
                ? (route.render as (routeProps: object) => React.ReactNode)(routeProps)
                : React.createElement(route.component as React.ComponentType<object>, routeProps);
            }}
          />
        );
      })}
    </Switch>
  );
}

/** The element that renders the first of `routes` to match (react-router-config's `renderRoutes`). */
export function renderRoutes(
  routes: readonly RouteConfig[] | undefined,
  extraProps: object = {},
  switchProps: IndexedSwitchProps['switchProps'] = {},
): ReactElement | null {
  return routes ? <IndexedSwitch routes={routes} extraProps={extraProps} switchProps={switchProps} /> : null;
}
