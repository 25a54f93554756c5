import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LoadContext } from '@docusaurus/types';
import sharedBundlerCachePlugin, { localeFreeCacheVersion, sharedCacheDir, stashedCacheDir, swapLocaleCache } from '.';

const siteDir = path.resolve(__dirname, '../..');

let temp: string;
beforeEach(() => {
  temp = fs.mkdtempSync(path.join(os.tmpdir(), 'bundler-cache-'));
});
afterEach(() => {
  fs.rmSync(temp, { recursive: true, force: true });
});

function writeFile(file: string, content: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
}

describe('localeFreeCacheVersion', () => {
  it('takes the locale out of the version Docusaurus gives the cache', () => {
    expect(localeFreeCacheVersion('client-production-zh-3.10.2-5f1c', 'zh')).toBe('client-production-3.10.2-5f1c');
    expect(localeFreeCacheVersion('server-production-en-3.10.2-5f1c', 'en')).toBe('server-production-3.10.2-5f1c');
  });

  it('leaves a version without the locale as it is', () => {
    expect(localeFreeCacheVersion('client-production-3.10.2-5f1c', 'zh')).toBe('client-production-3.10.2-5f1c');
  });

  it('matches how the installed Docusaurus names its cache (name, mode, then the locale)', () => {
    const base = fs.readFileSync(path.join(siteDir, 'node_modules/@docusaurus/core/lib/webpack/base.js'), 'utf8');
    expect(base).toContain('return `${name}-${mode}-${props.i18n.currentLocale}`;');
    expect(base).toContain('version: `${getCacheName()}-${getCacheVersion()}`');
  });
});

describe('swapLocaleCache', () => {
  const root = () => path.join(temp, 'rspack');
  const shared = () => path.join(sharedCacheDir(root()), 'abc', 'meta');
  const read = (file: string) => fs.readFileSync(file, 'utf8');

  it('starts the first locale of a cold build with no cache', () => {
    expect(swapLocaleCache(root(), 'en')).toBe('new');
    expect(fs.existsSync(sharedCacheDir(root()))).toBe(false);
  });

  it("starts a locale with no cache of its own from the last locale's, which keeps a copy", () => {
    swapLocaleCache(root(), 'en');
    writeFile(shared(), 'compiled for en');
    expect(swapLocaleCache(root(), 'zh')).toBe('seeded');
    expect(read(shared())).toBe('compiled for en');
    expect(read(path.join(stashedCacheDir(root(), 'en'), 'abc', 'meta'))).toBe('compiled for en');
    expect(fs.readdirSync(root()).sort()).toEqual(['shared', 'shared.locale', 'stashed-en']);
  });

  it('gives each locale of a warm build its own cache back, the other put aside', () => {
    swapLocaleCache(root(), 'en');
    writeFile(shared(), 'compiled for en');
    swapLocaleCache(root(), 'zh');
    writeFile(shared(), 'compiled for zh');

    expect(swapLocaleCache(root(), 'en')).toBe('restored');
    expect(read(shared())).toBe('compiled for en');
    expect(read(path.join(stashedCacheDir(root(), 'zh'), 'abc', 'meta'))).toBe('compiled for zh');
    expect(swapLocaleCache(root(), 'zh')).toBe('restored');
    expect(read(shared())).toBe('compiled for zh');
    expect(read(path.join(stashedCacheDir(root(), 'en'), 'abc', 'meta'))).toBe('compiled for en');
  });

  it('leaves the cache alone when the same locale compiles again', () => {
    swapLocaleCache(root(), 'zh');
    writeFile(shared(), 'compiled for zh');
    expect(swapLocaleCache(root(), 'zh')).toBe('own');
    expect(read(shared())).toBe('compiled for zh');
  });
});

describe('the plugin', () => {
  const contextFor = (currentLocale: string) =>
    ({ siteDir: temp, i18n: { currentLocale, locales: ['en', 'zh'] } }) as unknown as LoadContext;
  const cacheRoot = () => path.join(temp, 'node_modules', '.cache', 'rspack');
  type Config = Parameters<NonNullable<ReturnType<typeof sharedBundlerCachePlugin>['configureWebpack']>>[0];
  const configurer = (locale: string) => {
    const plugin = sharedBundlerCachePlugin(contextFor(locale));
    return (config: object) => plugin.configureWebpack!(config as Config, false, {} as never, undefined as never);
  };

  it('compiles every locale in one folder under a version without the locale, set up once per locale', () => {
    const zh = configurer('zh');
    const client = { type: 'persistent', version: 'client-production-zh-3.10.2-5f1c' };
    const server = { type: 'persistent', version: 'server-production-zh-3.10.2-5f1c' };
    expect(zh({ experiments: { cache: client } })).toEqual({});
    writeFile(path.join(sharedCacheDir(cacheRoot()), 'abc', 'meta'), 'compiled for zh');
    expect(zh({ experiments: { cache: server } })).toEqual({});
    const storage = { type: 'filesystem', directory: sharedCacheDir(cacheRoot()) };
    expect(client).toEqual({ type: 'persistent', version: 'client-production-3.10.2-5f1c', storage });
    expect(server).toEqual({ type: 'persistent', version: 'server-production-3.10.2-5f1c', storage });
    // The server configuration did not set the folder up again (which would have put the client's work aside).
    expect(fs.readFileSync(path.join(sharedCacheDir(cacheRoot()), 'abc', 'meta'), 'utf8')).toBe('compiled for zh');
  });

  it('changes nothing when the persistent cache is off', () => {
    const config = { experiments: {} };
    expect(configurer('zh')(config)).toEqual({});
    expect(config).toEqual({ experiments: {} });
    expect(fs.existsSync(cacheRoot())).toBe(false);
  });

  it('leaves Docusaurus its own cache when the shared one cannot be set up', () => {
    writeFile(cacheRoot(), 'a file where the cache folder goes');
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const cache = { type: 'persistent', version: 'client-production-zh-3.10.2-5f1c' };
    expect(configurer('zh')({ experiments: { cache } })).toEqual({});
    expect(cache).toEqual({ type: 'persistent', version: 'client-production-zh-3.10.2-5f1c' });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("using the locale's own cache"));
    warn.mockRestore();
  });
});
