/**
 * Client module of the service worker (the `swRegister` of @docusaurus/plugin-pwa, so it exists in
 * production builds only). On the docs host it registers the locale's worker at `x/sw.js` with scope
 * `x/` once the page has loaded, follows updates (updateFlow.ts), and tells the worker which pages
 * the reader visits so they can be read offline. Any failure (no service workers, blocked, offline)
 * is silent and changes nothing else on the page.
 */
import siteConfig from '@generated/docusaurus.config';
import { servicesOfCustomFields } from '../config/serviceUrls';
import { browserSessionStorage } from '../storage/browserStorage';
import { workerScope, workerScriptUrl } from './location';
import { shouldRegister } from './shouldRegister';
import { followUpdates, updateCheckDue } from './updateFlow';
import { CACHE_URLS, type CacheUrlsMessage } from './worker/messages';

let registration: ServiceWorkerRegistration | null = null;
let lastUpdateCheck: number | null = null;

function docsHost(): string {
  return servicesOfCustomFields(siteConfig.customFields).docsHost;
}

/** Same-origin files the page loaded so far (before the worker controlled it, they went uncached). */
function loadedResources(): string[] {
  if (typeof performance.getEntriesByType !== 'function') return [];
  return performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((url) => url.startsWith(`${location.origin}/`));
}

function tellWorker(worker: ServiceWorker | null | undefined, urls: string[]): void {
  const message: CacheUrlsMessage = { type: CACHE_URLS, urls };
  worker?.postMessage(message);
}

async function register(): Promise<void> {
  const container = navigator.serviceWorker;
  registration = await container.register(workerScriptUrl(siteConfig.baseUrl), {
    scope: workerScope(siteConfig.baseUrl),
  });
  lastUpdateCheck = Date.now();
  followUpdates(registration, {
    isControlled: () => container.controller !== null,
    hasFocus: () => document.hasFocus(),
    reload: () => window.location.reload(),
    now: () => Date.now(),
    setInterval: (callback, ms) => window.setInterval(callback, ms),
    clearInterval: (handle) => window.clearInterval(handle as number),
    storage: browserSessionStorage(),
  });
  // Once a worker runs, hand it this page and what the page has loaded, for offline reading.
  const ready = await container.ready;
  tellWorker(container.controller ?? ready.active, [location.href, ...loadedResources()]);
}

function start(): void {
  try {
    const supported = typeof navigator !== 'undefined' && 'serviceWorker' in navigator;
    if (
      !shouldRegister({
        production: process.env.NODE_ENV === 'production',
        supported,
        pageHost: location.host,
        docsHost: docsHost(),
      })
    ) {
      return;
    }
    const run = (): void => {
      register().catch(() => undefined);
    };
    if (document.readyState === 'complete') run();
    else window.addEventListener('load', run, { once: true });
  } catch {
    // Service workers are blocked here (sandboxed frame, privacy settings): nothing to do.
  }
}

if (typeof window !== 'undefined') start();

/** After a client-side navigation: the new page for the offline cache, and now and then an update check. */
export function onRouteDidUpdate(): void {
  if (!registration) return;
  try {
    tellWorker(navigator.serviceWorker.controller ?? registration.active, [location.href]);
    const now = Date.now();
    if (updateCheckDue(lastUpdateCheck, now)) {
      lastUpdateCheck = now;
      registration.update().catch(() => undefined);
    }
  } catch {
    // The worker went away: nothing to do.
  }
}
