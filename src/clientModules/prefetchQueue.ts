/**
 * Puts the page's prefetch queue (src/modules/prefetch) in front of Docusaurus's link prefetching, on
 * the first route update: Docusaurus sets `window.docusaurus` after the client modules are loaded and
 * before it renders, and links prefetch only later, once visible and the browser is idle.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import { installPrefetchQueue } from '@site/src/modules/prefetch/routePrefetch';

export function onRouteDidUpdate(): void {
  if (ExecutionEnvironment.canUseDOM) installPrefetchQueue(window as never);
}
