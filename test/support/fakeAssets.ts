import path from 'node:path';

/**
 * Static test fakes served beside the build under `/__fakes/` (test/fakes/static/). The test
 * build (scripts/test-all.mjs) points PORTAL_GTAG_SCRIPT_URL at the recording gtag there, and
 * PORTAL_AD_SCRIPT_URL / PORTAL_AD_JSON_URL at the fake ad script and ad JSON, so every browser
 * test runs with analytics and ads on and no request leaves 127.0.0.1.
 */
export const FAKE_ASSETS_PREFIX = '/__fakes/';
export const FAKE_ASSET_MOUNTS = { [FAKE_ASSETS_PREFIX]: path.resolve(__dirname, '../fakes/static') } as const;
export const FAKE_GTAG_PATH = `${FAKE_ASSETS_PREFIX}gtag.js`;
/** The ad fakes (test/fakes/static/ads/): the script and JSON the test build is pointed at, and what they link to. */
export const FAKE_ADS_PREFIX = `${FAKE_ASSETS_PREFIX}ads/`;
export const FAKE_AD_SCRIPT_PATH = `${FAKE_ADS_PREFIX}carbon.js`;
export const FAKE_AD_JSON_PATH = `${FAKE_ADS_PREFIX}ads.json`;
/**
 * Form actions the test build sends to paths of the site (PORTAL_FEEDBACK_URL,
 * PORTAL_STACKBLITZ_URL, PORTAL_CODESANDBOX_URL): nothing serves them, the browser tests answer them.
 */
export const FAKE_FEEDBACK_PATH = `${FAKE_ASSETS_PREFIX}feedback`;
export const FAKE_STACKBLITZ_PATH = `${FAKE_ASSETS_PREFIX}stackblitz/run`;
export const FAKE_CODESANDBOX_PATH = `${FAKE_ASSETS_PREFIX}codesandbox/define`;
/** A Playwright URL matcher for a path of the served site. */
export const sitePath =
  (pathname: string) =>
  (url: URL): boolean =>
    url.pathname === pathname;
