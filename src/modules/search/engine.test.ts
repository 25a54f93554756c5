/** @jest-environment jsdom */
import { bundleTagOf, bundleUrl, HIGHLIGHT_PARAM, loadEngine, resetEngines, type PagefindApi } from './engine';
import { BUNDLE_TAG_META } from './bundleNames';
import { preloadQueryChunks } from './chunkPreload';

function fakeEngine() {
  const calls: string[] = [];
  const api: PagefindApi = {
    options: async (options) => void calls.push(`options ${JSON.stringify(options)}`),
    init: async () => void calls.push('init'),
    search: async () => ({ results: [] }),
    preload: async () => void calls.push('preload'),
    destroy: async () => void calls.push('destroy'),
  };
  return { api, calls };
}

describe('loadEngine', () => {
  afterEach(resetEngines);

  it('imports the locale’s pagefind.js once, runs it in the page with the highlight parameter, then initialises it', async () => {
    const { api, calls } = fakeEngine();
    const importer = jest.fn(async () => api);
    const [first, second] = await Promise.all([loadEngine('/zh/', importer), loadEngine('/zh/', importer)]);
    expect(first).toBe(api);
    expect(second).toBe(api);
    expect(importer).toHaveBeenCalledTimes(1);
    expect(importer).toHaveBeenCalledWith('/zh/pagefind/pagefind.js');
    expect(calls[0]).toContain('"noWorker":true');
    // The index holds full paths from the root (/zh/x/...): no second locale prefix.
    expect(calls[0]).toContain('"baseUrl":"/"');
    expect(calls[0]).toContain(`"highlightParam":"${HIGHLIGHT_PARAM}"`);
    expect(calls[1]).toBe('init');
  });

  it('lets go of an engine that failed to start, so that the next attempt starts a new one', async () => {
    const { api, calls } = fakeEngine();
    const failing: PagefindApi = { ...api, init: async () => Promise.reject(new Error('WebAssembly unreachable')) };
    const importer = jest.fn().mockResolvedValueOnce(failing).mockResolvedValueOnce(api);
    await expect(loadEngine('/', importer)).rejects.toThrow('WebAssembly unreachable');
    expect(calls).toContain('destroy');
    await expect(loadEngine('/', importer)).resolves.toBe(api);
  });

  it('tries again after a failed load', async () => {
    const { api } = fakeEngine();
    const importer = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(api);
    await expect(loadEngine('/', importer)).rejects.toThrow('offline');
    await expect(loadEngine('/', importer)).resolves.toBe(api);
    expect(importer).toHaveBeenCalledTimes(2);
  });
});

describe('bundleUrl', () => {
  it('is the pagefind folder of the locale', () => {
    expect(bundleUrl('/')).toBe('/pagefind/');
    expect(bundleUrl('/zh')).toBe('/zh/pagefind/');
  });
});

describe('preloading the first files', () => {
  afterEach(() => {
    resetEngines();
    document.head.innerHTML = '';
    document.documentElement.removeAttribute('lang');
  });

  function tagPage(tag: string | null, lang = 'zh-CN') {
    document.documentElement.setAttribute('lang', lang);
    if (tag !== null) {
      const meta = document.createElement('meta');
      meta.name = BUNDLE_TAG_META;
      meta.content = tag;
      document.head.appendChild(meta);
    }
  }

  function preloads() {
    return Array.from(document.head.querySelectorAll<HTMLLinkElement>('link[rel=preload]'), (link) => ({
      href: link.getAttribute('href'),
      as: link.getAttribute('as'),
      crossOrigin: link.getAttribute('crossorigin'),
    }));
  }

  it('asks for the entry, meta index and WebAssembly the moment the engine is loaded, and tells the engine the tag', async () => {
    tagPage('0a1b2c3d4e5f');
    const { api, calls } = fakeEngine();
    let imported = false;
    const importer = jest.fn(async () => {
      // The three requests are under way before the engine's own code has arrived.
      expect(preloads()).toEqual([
        { href: '/zh/pagefind/pagefind-entry.json?ts=0a1b2c3d4e5f', as: 'fetch', crossOrigin: 'anonymous' },
        { href: '/zh/pagefind/pagefind.zh-cn_0a1b2c3d4e5f.pf_meta', as: 'fetch', crossOrigin: 'anonymous' },
        { href: '/zh/pagefind/wasm.zh-cn.pagefind', as: 'fetch', crossOrigin: 'anonymous' },
      ]);
      imported = true;
      return api;
    });
    await loadEngine('/zh/', importer);
    expect(imported).toBe(true);
    expect(calls[0]).toContain('"metaCacheTag":"0a1b2c3d4e5f"');
  });

  it('reads the chunk map with the first files, and hands the chunks preloaded meanwhile to the engine once it is ready', async () => {
    tagPage('0a1b2c3d4e5f', 'en');
    const map = { chunks: [['grid', 'lock', 'en_l']], filters: {}, includeCharacters: [] };
    const fetched: string[] = [];
    const originalFetch = globalThis.fetch;
    globalThis.fetch = (async (url: string) => {
      fetched.push(url);
      return { ok: true, json: async () => map };
    }) as unknown as typeof fetch;
    try {
      const { api, calls } = fakeEngine();
      let arrive!: () => void;
      const loading = loadEngine('/', () => new Promise((resolve) => (arrive = () => resolve(api))));
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(fetched).toEqual(['/pagefind/portal-chunks.en_0a1b2c3d4e5f.json']);
      preloadQueryChunks('/pagefind/', 'licensing', {});
      expect(preloads().map((link) => link.href)).toContain('/pagefind/index/en_l.pf_index');
      arrive();
      await loading;
      expect(calls.slice(-2)).toEqual(['init', 'preload']);
    } finally {
      globalThis.fetch = originalFetch;
    }
  });

  it('asks once, even when the engine is loaded again after a failure', async () => {
    tagPage('0a1b2c3d4e5f', 'en');
    const { api } = fakeEngine();
    const importer = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(api);
    await expect(loadEngine('/', importer)).rejects.toThrow('offline');
    await loadEngine('/', importer);
    expect(preloads().map((link) => link.href)).toEqual([
      '/pagefind/pagefind-entry.json?ts=0a1b2c3d4e5f',
      '/pagefind/pagefind.en_0a1b2c3d4e5f.pf_meta',
      '/pagefind/wasm.en.pagefind',
    ]);
  });

  it('preloads nothing and lets the engine name its entry itself without a tag, or with a malformed one', async () => {
    for (const tag of [null, '', 'not a tag"><script>']) {
      resetEngines();
      document.head.innerHTML = '';
      tagPage(tag, 'en');
      const { api, calls } = fakeEngine();
      await loadEngine('/', async () => api);
      expect(preloads()).toEqual([]);
      expect(calls[0]).not.toContain('metaCacheTag');
    }
  });
});

describe('bundleTagOf', () => {
  afterEach(() => (document.head.innerHTML = ''));

  it('reads the tag from the page’s head', () => {
    document.head.innerHTML = `<meta name="${BUNDLE_TAG_META}" content="abcdef012345">`;
    expect(bundleTagOf(document)).toBe('abcdef012345');
  });

  it('is null without the meta element', () => {
    expect(bundleTagOf(document)).toBeNull();
  });
});
