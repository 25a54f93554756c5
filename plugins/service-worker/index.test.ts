import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LoadContext } from '@docusaurus/types';
import serviceWorkerPlugin, { precacheFilter, pwaOptions, REGISTER_MODULE } from './index';

const STATIC_DIR = path.resolve(__dirname, '../../static');

function fakeContext(locale: 'en' | 'zh'): LoadContext {
  const baseUrl = locale === 'en' ? '/' : '/zh/';
  return {
    baseUrl,
    outDir: fs.mkdtempSync(path.join(os.tmpdir(), 'portal-sw-build-')),
    generatedFilesDir: fs.mkdtempSync(path.join(os.tmpdir(), 'portal-sw-generated-')),
    i18n: {
      currentLocale: locale,
      defaultLocale: 'en',
      locales: ['en', 'zh'],
      path: 'i18n',
      localeConfigs: { en: { htmlLang: 'en' }, zh: { htmlLang: 'zh-CN' } },
    },
    siteConfig: { future: { experimental_router: 'browser' } },
  } as unknown as LoadContext;
}

function withNodeEnv<T>(value: string, run: () => T): T {
  const previous = process.env.NODE_ENV;
  (process.env as Record<string, string>).NODE_ENV = value;
  try {
    return run();
  } finally {
    (process.env as Record<string, string>).NODE_ENV = previous as string;
  }
}

describe('service worker plugin', () => {
  it('does nothing outside production: the development server has no worker', () => {
    expect(withNodeEnv('development', () => serviceWorkerPlugin(fakeContext('en')))).toBeNull();
  });

  it('serves no worker file from static/ either', () => {
    expect(fs.existsSync(path.join(STATIC_DIR, 'sw.js'))).toBe(false);
    expect(fs.existsSync(path.join(STATIC_DIR, 'x/sw.js'))).toBe(false);
  });

  it('in production, registers through our client module and adds the manifest links', async () => {
    const plugin = withNodeEnv('production', () => serviceWorkerPlugin(fakeContext('zh')));
    expect(plugin?.name).toBe('portal-service-worker');
    expect(plugin?.getClientModules?.()).toEqual([REGISTER_MODULE]);
    const tags = (await plugin?.injectHtmlTags?.({ content: undefined })) as {
      headTags: Array<{ attributes: Record<string, string> }>;
    };
    expect(tags.headTags.map((tag) => tag.attributes)).toEqual([
      { rel: 'manifest', href: '/zh/manifest.json' },
      { rel: 'apple-touch-icon', href: '/zh/img/app-icon-192.png' },
    ]);
  });
});

describe('pwaOptions', () => {
  it('asks for offline mode, our registration and our worker code', () => {
    const options = pwaOptions(fakeContext('en'), '/tmp/worker/index.js');
    expect(options.offlineModeActivationStrategies).toEqual(['always']);
    expect(options.swRegister).toBe(REGISTER_MODULE);
    expect(fs.existsSync(REGISTER_MODULE)).toBe(true);
    expect(options.swCustom).toBe('/tmp/worker/index.js');
    expect(options.debug).toBe(false);
  });

  it('makes precache URLs absolute, so they resolve from /x/sw.js, and skips other locales', () => {
    const en = pwaOptions(fakeContext('en'), 'w.js').injectManifestConfig;
    expect(en.modifyURLPrefix).toEqual({ '': '/' });
    expect(en.globIgnores).toContain('zh/**');
    const zh = pwaOptions(fakeContext('zh'), 'w.js').injectManifestConfig;
    expect(zh.modifyURLPrefix).toEqual({ '': '/zh/' });
    expect(zh.globIgnores).toContain('en/**');
  });
});

describe('precacheFilter', () => {
  it('keeps only the manifest and icons of the locale', async () => {
    const entries = [
      '/manifest.json',
      '/img/app-icon-192.png',
      '/index.html',
      '/assets/js/main.js',
      '/x/introduction.html',
      '/zh/manifest.json',
    ].map((url) => ({ url, revision: 'r', size: 1 }));
    const { manifest } = await precacheFilter('/')(entries);
    expect(manifest.map((entry) => entry.url)).toEqual(['/manifest.json', '/img/app-icon-192.png']);
    const zh = await precacheFilter('/zh/')(entries);
    expect(zh.manifest.map((entry) => entry.url)).toEqual(['/zh/manifest.json']);
  });
});
