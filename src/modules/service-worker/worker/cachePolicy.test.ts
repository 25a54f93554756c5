import { WEB_APP_ICONS, WEB_MANIFEST_FILE } from '../../../data/webManifest';
import { ENTRY_FILE } from '../../search/bundleNames';
import {
  CACHE_LIMITS,
  cacheNamesOf,
  classifyRequest,
  entriesToEvict,
  isPrecachedFile,
  obsoleteCaches,
  pageCacheKey,
  siteLayoutOf,
  staticCacheKey,
  type RequestFacts,
} from './cachePolicy';

const ORIGIN = 'https://docs.example.com';
const en = siteLayoutOf(`${ORIGIN}/x/`);
const zh = siteLayoutOf(`${ORIGIN}/zh/x/`);

const kind = (url: string, facts: Omit<RequestFacts, 'url'> = {}, layout = en) =>
  classifyRequest({ url, ...facts }, layout);

describe('siteLayoutOf', () => {
  it('reads the base URL from the scope of each locale', () => {
    expect(en).toEqual({ origin: ORIGIN, baseUrl: '/', scope: '/x/' });
    expect(zh).toEqual({ origin: ORIGIN, baseUrl: '/zh/', scope: '/zh/x/' });
  });
});

describe('classifyRequest', () => {
  it('treats pages of the area as pages, navigations and reported URLs alike', () => {
    expect(kind(`${ORIGIN}/x/introduction`, { navigate: true })).toBe('page');
    expect(kind(`${ORIGIN}/x/react-data-grid/editing?_highlight=cell#top`)).toBe('page');
    expect(kind(`${ORIGIN}/x/whats-new.html`)).toBe('page');
    expect(kind(`${ORIGIN}/zh/x/introduction`, { navigate: true }, zh)).toBe('page');
  });

  it('leaves pages outside the area alone', () => {
    expect(kind(`${ORIGIN}/getting-started/usage`)).toBe('pass');
    expect(kind(`${ORIGIN}/`, { navigate: true })).toBe('pass');
    expect(kind(`${ORIGIN}/x`, { navigate: true })).toBe('pass');
    expect(kind(`${ORIGIN}/blog/some-post`)).toBe('pass');
  });

  it('reads bundles from the cache first and other files from the network first', () => {
    expect(kind(`${ORIGIN}/assets/js/main.1a2b3c.js`)).toBe('immutable');
    expect(kind(`${ORIGIN}/assets/css/styles.9f8e.css`)).toBe('immutable');
    expect(kind(`${ORIGIN}/zh/assets/js/main.1a2b3c.js`, {}, zh)).toBe('immutable');
    expect(kind(`${ORIGIN}/fonts/material-icons/material-icons.css`)).toBe('static');
    expect(kind(`${ORIGIN}/search-index-x-85b7f55b.json`)).toBe('static');
    expect(kind(`${ORIGIN}/img/social-card.png`)).toBe('static');
  });

  it('leaves the precached files to the precache and the worker script to the browser', () => {
    expect(kind(`${ORIGIN}/manifest.json`)).toBe('pass');
    expect(kind(`${ORIGIN}/img/app-icon-192.png`)).toBe('pass');
    expect(kind(`${ORIGIN}/x/sw.js?params=%7B%7D`)).toBe('pass');
  });

  it('does not touch other origins, other locales, writes or byte ranges', () => {
    expect(kind('https://fonts.example.net/icons.css')).toBe('pass');
    expect(kind(`${ORIGIN}/assets/js/main.js`, {}, zh)).toBe('pass');
    expect(kind(`${ORIGIN}/x/introduction`, { method: 'POST' })).toBe('pass');
    expect(kind(`${ORIGIN}/assets/video.mp4`, { range: true })).toBe('pass');
    expect(kind('not a url')).toBe('pass');
  });
});

describe('isPrecachedFile', () => {
  it('covers the web app manifest and its icons, which an installed app needs to start', () => {
    expect(isPrecachedFile(WEB_MANIFEST_FILE)).toBe(true);
    for (const { file } of WEB_APP_ICONS) expect(isPrecachedFile(file)).toBe(true);
    expect(isPrecachedFile('/img/logo.svg')).toBe(true);
  });

  it('leaves out pages and bundles, which would go stale in a precache', () => {
    for (const file of [
      'index.html',
      'x/introduction.html',
      'assets/js/main.js',
      'search-index.json',
      'img/app-icon.svg',
    ]) {
      expect(isPrecachedFile(file)).toBe(false);
    }
  });
});

describe('cache names', () => {
  it('are per scope and versioned', () => {
    const names = cacheNamesOf(en);
    expect(names.pages).toBe(`portal-sw:${ORIGIN}/x/:pages:v1`);
    expect(names.assets).toBe(`portal-sw:${ORIGIN}/x/:assets:v1`);
    expect(cacheNamesOf(zh).pages).not.toBe(names.pages);
  });

  it('marks the same scope’s caches of another format as obsolete, and nothing else', () => {
    const names = cacheNamesOf(en);
    const all = [
      names.pages,
      names.assets,
      `portal-sw:${ORIGIN}/x/:pages:v0`,
      `portal-sw:${ORIGIN}/x/:runtime:v0`,
      cacheNamesOf(zh).pages,
      `workbox-precache-v2-${ORIGIN}/x/`,
      'someone-else',
    ];
    expect(obsoleteCaches(all, en)).toEqual([`portal-sw:${ORIGIN}/x/:pages:v0`, `portal-sw:${ORIGIN}/x/:runtime:v0`]);
  });
});

describe('entriesToEvict', () => {
  it('deletes just enough of the oldest entries', () => {
    expect(entriesToEvict(10, 10)).toBe(0);
    expect(entriesToEvict(3, 10)).toBe(0);
    expect(entriesToEvict(12, 10)).toBe(2);
    expect(entriesToEvict(CACHE_LIMITS.pages + 1, CACHE_LIMITS.pages)).toBe(1);
  });
});

describe('pageCacheKey', () => {
  it('drops the query and the anchor', () => {
    expect(pageCacheKey(`${ORIGIN}/x/introduction?_highlight=licence#pricing`)).toBe(`${ORIGIN}/x/introduction`);
  });
});

describe('staticCacheKey', () => {
  it('keeps the search entry file under its path alone, other files under their URL', () => {
    // The worker may import only its own modules, so it spells the name itself; this ties it to the search's.
    expect(staticCacheKey(`https://docs.test/zh/pagefind/${ENTRY_FILE}?ts=1732`)).toBe(
      `https://docs.test/zh/pagefind/${ENTRY_FILE}`,
    );
    expect(staticCacheKey('https://docs.test/pagefind/index/en_1.pf_index')).toBe(
      'https://docs.test/pagefind/index/en_1.pf_index',
    );
    expect(staticCacheKey('https://docs.test/img/a.png?v=2')).toBe('https://docs.test/img/a.png?v=2');
  });
});
