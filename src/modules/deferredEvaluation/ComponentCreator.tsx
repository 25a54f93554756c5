/**
 * Stands in for Docusaurus's `ComponentCreator` in the generated route table (plugins/deferred-evaluation):
 * the route table calls it once for every route of the locale (over 700) while `main.js` is evaluated,
 * and each call built a loadable component (its chunk list flattened, a class created) before the page
 * could hydrate. Here each route gets a small component that builds Docusaurus's own the first time the
 * route is preloaded or rendered, so a page load builds the one or two it shows. What the route renders
 * and loads is Docusaurus's, unchanged: no markup of its own, the same chunks, the same preload.
 */
import React from 'react';
import ComponentCreator from '@docusaurus/ComponentCreator';
import { onFirstUse } from './onFirstUse';

type RouteComponent = ReturnType<typeof ComponentCreator>;

export default function DeferredComponentCreator(path: string, hash: string): RouteComponent {
  const loadable = onFirstUse(() => ComponentCreator(path, hash));
  function DeferredRoute(props: object): React.JSX.Element {
    const Loadable = loadable();
    // eslint-disable-next-line react-hooks/static-components -- made once for the route (onFirstUse), the same component on every render
    return <Loadable {...props} />;
  }
  DeferredRoute.preload = () => loadable().preload();
  return DeferredRoute as unknown as RouteComponent;
}
