import path from 'node:path';
import { resolveMountedFile } from '../support/staticServer';
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
