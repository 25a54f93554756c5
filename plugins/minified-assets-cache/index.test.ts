import path from 'node:path';
import type { LoadContext } from '@docusaurus/types';
import minifiedAssetsCachePlugin, { MINIFIED_ASSETS_CACHE_DIR } from '.';
import { MinifiedAssetsCache } from './minifiedAssetsCache';

const context = { siteDir: '/site' } as LoadContext;
const configure = minifiedAssetsCachePlugin(context).configureWebpack as unknown as (
  config: object,
  isServer: boolean,
) => { plugins?: unknown[] };

describe('minifiedAssetsCachePlugin', () => {
  it("adds the cache to the browser's bundle, in the bundler's cache folder", () => {
    const [cache] = configure({}, false).plugins ?? [];
    expect(cache).toBeInstanceOf(MinifiedAssetsCache);
    expect((cache as unknown as { dir: string }).dir).toBe(path.join('/site', MINIFIED_ASSETS_CACHE_DIR));
    expect(MINIFIED_ASSETS_CACHE_DIR.startsWith('node_modules/.cache/')).toBe(true);
  });

  it('leaves the server bundle, which is not minified, alone', () => {
    expect(configure({}, true)).toEqual({});
  });
});
