/**
 * The portal's part of the service worker, run by the worker of @docusaurus/plugin-pwa (its
 * `swCustom` option) before the plugin adds its own listeners. The plugin's part precaches the small
 * manifest (web app manifest, icons) and answers `SKIP_WAITING`; this part caches what readers visit
 * (see cachePolicy.ts), removes caches of an older format and takes control of open pages on
 * activation, and answers the pages' messages.
 *
 * Compiled by plugins/service-worker (Babel, then the plugin's webpack), not by the site's bundler.
 */
import { CacheStore } from './cacheStore';
import { cacheNamesOf, obsoleteCaches, siteLayoutOf } from './cachePolicy';
import { BUILD_ID, BUILD_ID_GLOBAL, isCacheUrlsMessage } from './messages';

/** The few service worker types used here (the DOM library the project compiles with lacks them). */
interface ExtendableEventLike extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEventLike extends ExtendableEventLike {
  readonly request: Request;
  respondWith(response: Promise<Response>): void;
}
interface MessageEventLike extends ExtendableEventLike {
  readonly data: unknown;
  readonly ports: readonly MessagePort[];
}
interface WorkerScope {
  readonly registration: { readonly scope: string };
  readonly clients: { claim(): Promise<void> };
  readonly caches: CacheStorage;
  fetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response>;
  addEventListener(type: 'activate', listener: (event: ExtendableEventLike) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEventLike) => void): void;
  addEventListener(type: 'message', listener: (event: MessageEventLike) => void): void;
}

export default function portalWorker(): void {
  const scope = self as unknown as WorkerScope;
  const layout = siteLayoutOf(scope.registration.scope);
  const names = cacheNamesOf(layout);
  const store = new CacheStore(
    { caches: scope.caches, fetch: (input, init) => scope.fetch(input, init) },
    names,
    layout,
  );
  const buildId = String((self as unknown as Record<string, unknown>)[BUILD_ID_GLOBAL] ?? '');

  scope.addEventListener('activate', (event) => {
    event.waitUntil(
      (async () => {
        const obsolete = obsoleteCaches(await scope.caches.keys(), layout);
        await Promise.all(obsolete.map((name) => scope.caches.delete(name)));
        // Take the pages opened before the first install, so what they load next is cached too.
        await scope.clients.claim();
      })(),
    );
  });

  scope.addEventListener('fetch', (event) => {
    const response = store.respond(event.request, (work) => event.waitUntil(work));
    if (response) event.respondWith(response);
  });

  scope.addEventListener('message', (event) => {
    const { data } = event;
    if (isCacheUrlsMessage(data)) {
      event.waitUntil(store.cacheUrls(data.urls));
    } else if (typeof data === 'object' && data !== null && (data as { type?: unknown }).type === BUILD_ID) {
      event.ports[0]?.postMessage({ buildId });
    }
  });
}
