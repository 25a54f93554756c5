import path from 'node:path';

/**
 * Static test fakes served beside the build under `/__fakes/` (test/fakes/static/). The test
 * build (scripts/test-all.mjs) points PORTAL_GTAG_SCRIPT_URL at the recording gtag there, so every
 * browser test runs with analytics on and no request leaves 127.0.0.1.
 */
export const FAKE_ASSETS_PREFIX = '/__fakes/';
export const FAKE_ASSET_MOUNTS = { [FAKE_ASSETS_PREFIX]: path.resolve(__dirname, '../fakes/static') } as const;
export const FAKE_GTAG_PATH = `${FAKE_ASSETS_PREFIX}gtag.js`;
