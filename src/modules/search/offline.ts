/**
 * Offline search: on a reader's first search in a page the service worker controls, the page asks
 * the worker to cache the whole search bundle of its language (the files `pagefind/offline.json`
 * lists: engine, WebAssembly, every index chunk and fragment), so that later searches answer with the
 * network cut. Nothing happens without a controlling worker; failures are ignored.
 */
import { CACHE_URLS, type CacheUrlsMessage } from '../service-worker/worker/messages';
import { bundleUrl } from './engine';

/** The URLs to cache, from the bundle's list (relative names) and the bundle's URL. */
export function offlineUrls(list: unknown, bundle: string, origin: string): string[] {
  const files = (list as { files?: unknown } | null)?.files;
  if (!Array.isArray(files)) return [];
  return files
    .filter((file): file is string => typeof file === 'string')
    .map((file) => new URL(bundle + file, origin).href);
}

let asked = false;

export async function cacheSearchForOffline(baseUrl: string): Promise<void> {
  const controller = typeof navigator !== 'undefined' ? navigator.serviceWorker?.controller : null;
  if (asked || !controller) return;
  asked = true;
  try {
    const bundle = bundleUrl(baseUrl);
    const response = await fetch(`${bundle}offline.json`);
    if (!response.ok) return;
    const urls = offlineUrls(await response.json(), bundle, window.location.origin);
    const message: CacheUrlsMessage = { type: CACHE_URLS, urls };
    controller.postMessage(message);
  } catch {
    asked = false;
  }
}
