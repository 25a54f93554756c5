import { after, before } from 'node:test';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser';
import { assertBuilt, BUILD_DIR } from './site';
import { serveBuild, type RunningServer, type ServeOptions } from './staticServer';
import { FAKE_ASSET_MOUNTS } from './fakeAssets';

export interface ServedSite {
  /** `http://127.0.0.1:<port>` of the built site. */
  readonly origin: string;
  readonly browser: Browser;
}

/** For a browser test file: serves build/ on 127.0.0.1 and launches Chromium around its tests. */
export function useServedSite(options: ServeOptions = {}): ServedSite {
  assertBuilt();
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  before(async () => {
    server = await serveBuild(BUILD_DIR, 0, { mounts: FAKE_ASSET_MOUNTS, ...options });
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await server?.close();
  });
  return {
    get origin() {
      if (!server) throw new Error('The site is served only while the tests run');
      return server.origin;
    },
    get browser() {
      if (!browser) throw new Error('Chromium runs only while the tests run');
      return browser;
    },
  };
}
