import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isHashedAssetPath, resolveMountedFile, serveBuild } from '../support/staticServer';
import { FAKE_ASSET_MOUNTS, FAKE_GTAG_PATH } from '../support/fakeAssets';

describe('resolveMountedFile', () => {
  it('serves the recording gtag fake under /__fakes/, query and all', () => {
    expect(resolveMountedFile(FAKE_ASSET_MOUNTS, FAKE_GTAG_PATH)).toBe(
      path.resolve(__dirname, '../fakes/static/gtag.js'),
    );
    expect(resolveMountedFile(FAKE_ASSET_MOUNTS, `${FAKE_GTAG_PATH}?id=G-TEST`)).toBe(
      path.resolve(__dirname, '../fakes/static/gtag.js'),
    );
  });

  it('leaves other paths to the build and never leaves the mounted folder', () => {
    expect(resolveMountedFile(FAKE_ASSET_MOUNTS, '/x/introduction')).toBeNull();
    expect(resolveMountedFile(FAKE_ASSET_MOUNTS, '/__fakes/missing.js')).toBeNull();
    expect(resolveMountedFile(FAKE_ASSET_MOUNTS, '/__fakes/../../support/site.ts')).toBeNull();
    expect(resolveMountedFile(FAKE_ASSET_MOUNTS, '/__fakes/%2e%2e/%2e%2e/support/site.ts')).toBeNull();
  });
});

describe('isHashedAssetPath', () => {
  it('is true for the build’s assets folder of any locale, false elsewhere', () => {
    expect(isHashedAssetPath('/assets/js/main.1a2b3c4d.js')).toBe(true);
    expect(isHashedAssetPath('/zh/assets/css/styles.1a2b3c4d.css')).toBe(true);
    expect(isHashedAssetPath('/x/sw.js')).toBe(false);
    expect(isHashedAssetPath('/pagefind/pagefind.js')).toBe(false);
    expect(isHashedAssetPath('/x/assets-guide')).toBe(false);
  });
});

describe('serveBuild cache headers', () => {
  let root: string;
  beforeAll(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'serve-build-'));
    fs.mkdirSync(path.join(root, 'assets/js'), { recursive: true });
    fs.writeFileSync(path.join(root, 'assets/js/main.1a2b3c4d.js'), '1');
    fs.writeFileSync(path.join(root, 'index.html'), '<!doctype html>');
  });
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  async function cacheControl(options: Parameters<typeof serveBuild>[2], urlPath: string) {
    const server = await serveBuild(root, 0, options);
    try {
      return (await fetch(server.origin + urlPath)).headers.get('cache-control');
    } finally {
      await server.close();
    }
  }

  it('serves hashed assets as cacheable for a year only when asked, and pages always as no-cache', async () => {
    expect(await cacheControl({ immutableAssets: true }, '/assets/js/main.1a2b3c4d.js')).toBe(
      'public, max-age=31536000, immutable',
    );
    expect(await cacheControl({ immutableAssets: true }, '/')).toBe('no-cache');
    expect(await cacheControl({}, '/assets/js/main.1a2b3c4d.js')).toBe('no-cache');
  });
});
