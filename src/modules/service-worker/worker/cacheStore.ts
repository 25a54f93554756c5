/**
 * The worker's caching strategies over the Cache API. The caches and fetch are passed in, so the
 * strategies run in unit tests against in-memory fakes.
 */
import {
  CACHE_LIMITS,
  classifyRequest,
  entriesToEvict,
  pageCacheKey,
  type CacheNames,
  type SiteLayout,
  staticCacheKey,
} from './cachePolicy';

export interface CacheStoreDeps {
  readonly caches: CacheStorage;
  readonly fetch: (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;
}

/** Only plain successful same-origin responses are kept (no redirects: a navigation may not use one). */
export function isCacheable(response: Response): boolean {
  return (
    response.status === 200 && !response.redirected && response.type !== 'opaque' && response.type !== 'opaqueredirect'
  );
}

export class CacheStore {
  constructor(
    private readonly deps: CacheStoreDeps,
    private readonly names: CacheNames,
    private readonly layout: SiteLayout,
  ) {}

  /** Stores a response, then deletes the oldest entries beyond the cache's limit. */
  async put(cacheName: string, key: string, response: Response, limit: number): Promise<void> {
    await this.store(cacheName, key, response);
    await this.evictBeyond(cacheName, limit);
  }

  /** Stores a response without trimming the cache (a batch trims once at its end). */
  private async store(cacheName: string, key: string, response: Response): Promise<void> {
    const cache = await this.deps.caches.open(cacheName);
    await cache.put(key, response);
  }

  /** Deletes the oldest entries of a cache beyond its limit. */
  private async evictBeyond(cacheName: string, limit: number): Promise<void> {
    const cache = await this.deps.caches.open(cacheName);
    const keys = await cache.keys();
    const evict = entriesToEvict(keys.length, limit);
    await Promise.all(keys.slice(0, evict).map((request) => cache.delete(request)));
  }

  private async match(cacheName: string, key: string): Promise<Response | undefined> {
    const cache = await this.deps.caches.open(cacheName);
    return cache.match(key);
  }

  /**
   * Network first: the fresh response when the network answers (whatever its status), stored for
   * later when it is cacheable; the stored copy only when the network fails. `background` receives
   * the storing work so the response is not held up by it.
   */
  async networkFirst(
    request: Request,
    cacheName: string,
    key: string,
    limit: number,
    background: (work: Promise<unknown>) => void,
  ): Promise<Response> {
    let response: Response;
    try {
      response = await this.deps.fetch(request);
    } catch (error) {
      const cached = await this.match(cacheName, key);
      if (cached) return cached;
      throw error;
    }
    if (isCacheable(response)) background(this.put(cacheName, key, response.clone(), limit).catch(() => undefined));
    return response;
  }

  /** Cache first, for files whose URL changes with their content. */
  async cacheFirst(request: Request, background: (work: Promise<unknown>) => void): Promise<Response> {
    const cached = await this.match(this.names.assets, request.url);
    if (cached) return cached;
    const response = await this.deps.fetch(request);
    if (isCacheable(response)) {
      background(
        this.put(this.names.assets, request.url, response.clone(), CACHE_LIMITS.assets).catch(() => undefined),
      );
    }
    return response;
  }

  /**
   * The answer to a request the worker handles, or null when the browser should go to the network
   * on its own.
   */
  respond(request: Request, background: (work: Promise<unknown>) => void): Promise<Response> | null {
    const kind = classifyRequest(
      {
        url: request.url,
        method: request.method,
        navigate: request.mode === 'navigate',
        range: request.headers.has('range'),
      },
      this.layout,
    );
    switch (kind) {
      case 'page':
        return this.networkFirst(request, this.names.pages, pageCacheKey(request.url), CACHE_LIMITS.pages, background);
      case 'immutable':
        return this.cacheFirst(request, background);
      case 'static':
        return this.networkFirst(
          request,
          this.names.assets,
          staticCacheKey(request.url),
          CACHE_LIMITS.assets,
          background,
        );
      default:
        return null;
    }
  }

  /**
   * Caches URLs a page reports: the page itself (always fetched again, so the copy is the current
   * one) and files it loaded before the worker controlled it (fetched only when missing).
   * Failures are ignored: this only prepares offline reading. The caches are trimmed to their limits
   * once, after the whole batch: a language's search bundle is hundreds of files, and listing a cache's
   * keys after each of them made caching it grow with the square of its size (over 15 s at 768 files).
   */
  async cacheUrls(urls: readonly string[]): Promise<void> {
    const unique = [...new Set(urls)];
    await Promise.all(
      unique.map(async (url) => {
        try {
          const kind = classifyRequest({ url }, this.layout);
          if (kind === 'pass') return;
          if (kind === 'page') {
            const response = await this.deps.fetch(pageCacheKey(url), { credentials: 'same-origin' });
            if (isCacheable(response)) await this.store(this.names.pages, pageCacheKey(url), response);
            return;
          }
          const key = staticCacheKey(url);
          if (await this.match(this.names.assets, key)) return;
          const response = await this.deps.fetch(url, { credentials: 'same-origin' });
          if (isCacheable(response)) await this.store(this.names.assets, key, response);
        } catch {
          // Offline or blocked: the page simply is not available offline yet.
        }
      }),
    );
    await Promise.all([
      this.evictBeyond(this.names.pages, CACHE_LIMITS.pages).catch(() => undefined),
      this.evictBeyond(this.names.assets, CACHE_LIMITS.assets).catch(() => undefined),
    ]);
  }
}
