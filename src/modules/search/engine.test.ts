import { bundleUrl, HIGHLIGHT_PARAM, loadEngine, resetEngines, type PagefindApi } from './engine';

function fakeEngine() {
  const calls: string[] = [];
  const api: PagefindApi = {
    options: async (options) => void calls.push(`options ${JSON.stringify(options)}`),
    init: async () => void calls.push('init'),
    search: async () => ({ results: [] }),
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
