import { WORKER_PARAMS, WORKER_RELATIVE_PATH, workerScope, workerScriptUrl } from './location';

describe('worker location', () => {
  it('puts the worker of each locale under its x/ folder', () => {
    expect(workerScope('/')).toBe('/x/');
    expect(workerScope('/zh/')).toBe('/zh/x/');
    expect(workerScope('/zh')).toBe('/zh/x/');
    expect(WORKER_RELATIVE_PATH).toBe('x/sw.js');
  });

  it('registers /x/sw.js with the params query that the plugin worker parses', () => {
    const url = new URL(workerScriptUrl('/'), 'https://docs.example.com');
    expect(url.pathname).toBe('/x/sw.js');
    // What @docusaurus/plugin-pwa's worker does on start:
    expect(JSON.parse(url.searchParams.get('params') as string)).toEqual({ offlineMode: true, debug: false });
    expect(new URL(workerScriptUrl('/zh/'), 'https://docs.example.com').pathname).toBe('/zh/x/sw.js');
  });

  it('asks for offline mode and no debug output', () => {
    expect(WORKER_PARAMS).toEqual({ offlineMode: true, debug: false });
  });

  it('gives the same URL every time, so only the script bytes tell builds apart', () => {
    expect(workerScriptUrl('/')).toBe(workerScriptUrl('/'));
  });
});
