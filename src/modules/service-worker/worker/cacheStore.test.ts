import { CacheStore, isCacheable } from './cacheStore';
import { CACHE_LIMITS, cacheNamesOf, siteLayoutOf } from './cachePolicy';

const ORIGIN = 'https://docs.example.com';
const layout = siteLayoutOf(`${ORIGIN}/x/`);
const names = cacheNamesOf(layout);

const urlOf = (key: RequestInfo | URL): string =>
  typeof key === 'string' ? key : key instanceof URL ? key.href : key.url;

/** The Cache API in memory, keeping insertion order like browsers do. */
class MemoryCache {
  readonly entries = new Map<string, Response>();
  async put(key: RequestInfo | URL, response: Response): Promise<void> {
    this.entries.delete(urlOf(key));
    this.entries.set(urlOf(key), response);
  }
  async match(key: RequestInfo | URL): Promise<Response | undefined> {
    return this.entries.get(urlOf(key))?.clone();
  }
  async keys(): Promise<Request[]> {
    return [...this.entries.keys()].map((url) => new Request(url));
  }
  async delete(key: RequestInfo | URL): Promise<boolean> {
    return this.entries.delete(urlOf(key));
  }
}

class MemoryCacheStorage {
  readonly caches = new Map<string, MemoryCache>();
  async open(name: string): Promise<MemoryCache> {
    let cache = this.caches.get(name);
    if (!cache) {
      cache = new MemoryCache();
      this.caches.set(name, cache);
    }
    return cache;
  }
  urls(name: string): string[] {
    return [...(this.caches.get(name)?.entries.keys() ?? [])];
  }
}

/** A network that answers from a table of bodies, or fails like a cut connection. */
function fakeNetwork() {
  const network = {
    online: true,
    bodies: new Map<string, string>(),
    requests: [] as string[],
    status: new Map<string, number>(),
    fetch: async (input: RequestInfo | URL): Promise<Response> => {
      const url = urlOf(input);
      network.requests.push(url);
      if (!network.online) throw new TypeError('Failed to fetch');
      const body = network.bodies.get(url);
      return new Response(body ?? 'missing', { status: network.status.get(url) ?? (body === undefined ? 404 : 200) });
    },
  };
  return network;
}

function setup() {
  const caches = new MemoryCacheStorage();
  const network = fakeNetwork();
  const store = new CacheStore({ caches: caches as unknown as CacheStorage, fetch: network.fetch }, names, layout);
  const pending: Array<Promise<unknown>> = [];
  const background = (work: Promise<unknown>): void => {
    pending.push(work);
  };
  const settle = () => Promise.all(pending.splice(0));
  return { caches, network, store, background, settle };
}

const request = (url: string, init: RequestInit = {}) => new Request(url, init);

describe('isCacheable', () => {
  it('keeps plain 200 responses only', () => {
    expect(isCacheable(new Response('ok'))).toBe(true);
    expect(isCacheable(new Response('no', { status: 404 }))).toBe(false);
    expect(isCacheable(new Response('no', { status: 500 }))).toBe(false);
    const redirected = new Response('moved');
    Object.defineProperty(redirected, 'redirected', { value: true });
    expect(isCacheable(redirected)).toBe(false);
  });
});

describe('CacheStore', () => {
  it('answers pages from the network while online and keeps a copy under the bare path', async () => {
    const { caches, network, store, background, settle } = setup();
    network.bodies.set(`${ORIGIN}/x/introduction?_highlight=grid`, 'fresh page');
    const response = await store.respond(request(`${ORIGIN}/x/introduction?_highlight=grid`), background);
    expect(await response?.text()).toBe('fresh page');
    await settle();
    expect(caches.urls(names.pages)).toEqual([`${ORIGIN}/x/introduction`]);
  });

  it('never serves a stored page while the network answers: a new deploy shows at once', async () => {
    const { network, store, background, settle } = setup();
    const url = `${ORIGIN}/x/introduction`;
    network.bodies.set(url, 'deploy 1');
    await (await store.respond(request(url), background))?.text();
    await settle();
    network.bodies.set(url, 'deploy 2');
    expect(await (await store.respond(request(url), background))?.text()).toBe('deploy 2');
  });

  it('serves the stored page when the network fails, and fails like the network when none is stored', async () => {
    const { network, store, background, settle } = setup();
    const url = `${ORIGIN}/x/introduction`;
    network.bodies.set(url, 'read before');
    await store.respond(request(url), background);
    await settle();
    network.online = false;
    expect(await (await store.respond(request(`${url}#licensing`), background))?.text()).toBe('read before');
    await expect(store.respond(request(`${ORIGIN}/x/never-visited`), background)).rejects.toThrow('Failed to fetch');
  });

  it('passes error responses through without storing them', async () => {
    const { caches, store, background, settle } = setup();
    const response = await store.respond(request(`${ORIGIN}/x/missing`), background);
    expect(response?.status).toBe(404);
    await settle();
    expect(caches.urls(names.pages)).toEqual([]);
  });

  it('reads bundles from the cache once stored, without asking the network again', async () => {
    const { network, store, background, settle } = setup();
    const url = `${ORIGIN}/assets/js/main.abc123.js`;
    network.bodies.set(url, 'bundle');
    await (await store.respond(request(url), background))?.text();
    await settle();
    network.online = false;
    expect(await (await store.respond(request(url), background))?.text()).toBe('bundle');
    expect(network.requests).toEqual([url]);
  });

  it('reads other files from the network first, the cache only offline', async () => {
    const { network, store, background, settle } = setup();
    const url = `${ORIGIN}/search-index-x.json`;
    network.bodies.set(url, '[1]');
    await (await store.respond(request(url), background))?.text();
    await settle();
    network.bodies.set(url, '[2]');
    expect(await (await store.respond(request(url), background))?.text()).toBe('[2]');
    await settle();
    network.online = false;
    expect(await (await store.respond(request(url), background))?.text()).toBe('[2]');
  });

  it('lets the browser handle what it does not cache', () => {
    const { store, background } = setup();
    expect(store.respond(request(`${ORIGIN}/getting-started/usage`), background)).toBeNull();
    expect(store.respond(request(`${ORIGIN}/manifest.json`), background)).toBeNull();
    expect(store.respond(request('https://ads.example.net/ad.json'), background)).toBeNull();
    expect(store.respond(request(`${ORIGIN}/x/introduction`, { method: 'POST', body: 'x' }), background)).toBeNull();
    expect(store.respond(request(`${ORIGIN}/assets/a.mp4`, { headers: { range: 'bytes=0-' } }), background)).toBeNull();
  });

  it('drops the oldest entries beyond the limit', async () => {
    const { caches, store } = setup();
    for (const name of ['a', 'b', 'c', 'd'])
      await store.put(names.assets, `${ORIGIN}/assets/${name}.js`, new Response(name), 3);
    expect(caches.urls(names.assets)).toEqual([
      `${ORIGIN}/assets/b.js`,
      `${ORIGIN}/assets/c.js`,
      `${ORIGIN}/assets/d.js`,
    ]);
  });

  describe('cacheUrls (what a page reports)', () => {
    it('stores a search bundle of hundreds of files, listing each cache once to trim it to its limit', async () => {
      const { caches, network, store } = setup();
      const files = Array.from({ length: 800 }, (_, index) => `${ORIGIN}/pagefind/fragment/en_${index}.pf_fragment`);
      for (const file of files) network.bodies.set(file, 'chunk');
      const assets = await caches.open(names.assets);
      let listed = 0;
      const keys = assets.keys.bind(assets);
      assets.keys = async () => ((listed += 1), keys());
      await store.cacheUrls(files);
      expect(caches.urls(names.assets)).toHaveLength(800);
      expect(listed).toBe(1);
      expect(CACHE_LIMITS.assets).toBeGreaterThan(800);
    });

    it('trims a batch beyond the limit to the newest entries', async () => {
      const { caches, network, store } = setup();
      const files = Array.from({ length: CACHE_LIMITS.assets + 2 }, (_, index) => `${ORIGIN}/img/photo-${index}.png`);
      for (const file of files) network.bodies.set(file, 'image');
      await store.cacheUrls(files);
      expect(caches.urls(names.assets)).toHaveLength(CACHE_LIMITS.assets);
      expect(caches.urls(names.assets)).not.toContain(files[0]);
    });

    it('stores the page again and fetches only the files not stored yet', async () => {
      const { caches, network, store } = setup();
      const page = `${ORIGIN}/x/introduction`;
      const bundle = `${ORIGIN}/assets/js/main.abc.js`;
      network.bodies.set(page, 'v1');
      network.bodies.set(bundle, 'js');
      await store.cacheUrls([
        `${page}#top`,
        bundle,
        bundle,
        `${ORIGIN}/getting-started/usage`,
        'https://cdn.example.net/x.js',
      ]);
      expect(caches.urls(names.pages)).toEqual([page]);
      expect(caches.urls(names.assets)).toEqual([bundle]);
      network.bodies.set(page, 'v2');
      network.requests.length = 0;
      await store.cacheUrls([page, bundle]);
      expect(network.requests).toEqual([page]);
      expect(await (await caches.open(names.pages)).match(page).then((response) => response?.text())).toBe('v2');
    });

    it('ignores failures: offline, errors, broken URLs', async () => {
      const { caches, network, store } = setup();
      await store.cacheUrls([`${ORIGIN}/x/missing`, 'nonsense']);
      network.online = false;
      await expect(store.cacheUrls([`${ORIGIN}/x/introduction`, `${ORIGIN}/assets/js/a.js`])).resolves.toBeUndefined();
      expect(caches.urls(names.pages)).toEqual([]);
    });
  });
});
