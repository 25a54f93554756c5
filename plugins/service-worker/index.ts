/**
 * The service worker (spec sections 1, 4 and 7): @docusaurus/plugin-pwa, wrapped so that the worker
 * lives at `x/sw.js` with scope `x/` of each locale instead of the plugin's fixed `sw.js` and `/`.
 *
 * - Registration is ours (`swRegister`: src/modules/service-worker/register.ts): on the docs host
 *   only, with the `?params=` query the plugin's worker parses, and the update flow of section 4.
 * - The plugin's worker runs our caching code (`swCustom`: src/modules/service-worker/worker/),
 *   compiled from TypeScript by compileWorker.ts because the plugin's worker bundler reads JavaScript.
 * - Its precache keeps only the web app manifest and icons (cachePolicy.ts `PRECACHE_PATTERNS`; the
 *   plugin ignores our globPatterns), with absolute URLs (`modifyURLPrefix`) because the worker moves.
 * - After the plugin's build step, relocate.ts moves the file and stamps it with a build id, so every
 *   build produces a new worker; the web app manifest of the locale is written before that.
 * - Like the plugin, it does nothing outside production builds: the development server has no worker.
 */
import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import type { PluginOptions as PwaOptions } from '@docusaurus/plugin-pwa';
import type { InjectManifestOptions, ManifestEntry, ManifestTransform } from 'workbox-build';
import { isPrecachedFile } from '../../src/modules/service-worker/worker/cachePolicy';
import { WEB_MANIFEST_FILE } from '../../src/data/webManifest';
import { compileWorker } from './compileWorker';
import { newBuildId, relocateWorker } from './relocate';
import { webManifest } from './webManifest';

interface PwaModule {
  default: (context: LoadContext, options: PwaOptions) => Plugin | null;
}
// The plugin's type declarations describe its options only, not its entry point.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const pwa = require('@docusaurus/plugin-pwa') as PwaModule;

export const REGISTER_MODULE = path.resolve(__dirname, '../../src/modules/service-worker/register.ts');

/** One id for the whole build (both locales). */
const BUILD_ID = newBuildId();

/** Keeps the precache to the files of `PRECACHE_PATTERNS` (URLs already carry the base URL). */
export function precacheFilter(baseUrl: string): ManifestTransform {
  return async (entries: Array<ManifestEntry & { size: number }>) => ({
    manifest: entries.filter(
      (entry) => entry.url.startsWith(baseUrl) && isPrecachedFile(entry.url.slice(baseUrl.length)),
    ),
    warnings: [],
  });
}

/** The options handed to @docusaurus/plugin-pwa for one locale. */
export function pwaOptions(context: Pick<LoadContext, 'baseUrl' | 'i18n'>, swCustom: string): PwaOptions {
  const { baseUrl, i18n } = context;
  const otherLocales = i18n.locales.filter((locale) => locale !== i18n.currentLocale);
  return {
    debug: false,
    // Our registration always asks for offline mode; the strategy list says the same for the record.
    offlineModeActivationStrategies: ['always'],
    swRegister: REGISTER_MODULE,
    swCustom,
    injectManifestConfig: {
      // Skip hashing what can never be precached (pages, bundles, the other locales' folders).
      // (Temporary files are those of plugins rewriting pages at the same time.)
      globIgnores: [
        '**/*.html',
        '**/*.tmp',
        'assets/**',
        'pagefind/**',
        '**/*.map',
        ...otherLocales.map((locale) => `${locale}/**`),
      ],
      modifyURLPrefix: { '': baseUrl },
      manifestTransforms: [precacheFilter(baseUrl)],
      // The plugin sets swSrc, swDest and globDirectory itself.
    } as Partial<InjectManifestOptions> as InjectManifestOptions,
    pwaHead: [
      { tagName: 'link', rel: 'manifest', href: WEB_MANIFEST_FILE },
      { tagName: 'link', rel: 'apple-touch-icon', href: 'img/app-icon-192.png' },
    ],
  };
}

export default function serviceWorkerPlugin(context: LoadContext): Plugin | null {
  if (process.env.NODE_ENV !== 'production') return null;
  const swCustom = compileWorker(path.join(context.generatedFilesDir, 'portal-service-worker'));
  // Every option is given, so the plugin's own validation (which only fills in defaults) is not needed.
  const inner = pwa.default(context, pwaOptions(context, swCustom));
  if (!inner?.postBuild) return null;
  const innerPostBuild = inner.postBuild.bind(inner);
  const { currentLocale, localeConfigs } = context.i18n;
  return {
    name: 'portal-service-worker',
    getClientModules: inner.getClientModules?.bind(inner),
    configureWebpack: inner.configureWebpack?.bind(inner),
    injectHtmlTags: inner.injectHtmlTags?.bind(inner),
    async postBuild(props) {
      const manifest = webManifest(
        currentLocale,
        context.baseUrl,
        localeConfigs[currentLocale]?.htmlLang ?? currentLocale,
      );
      await fs.writeFile(path.join(props.outDir, WEB_MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
      await innerPostBuild(props);
      await relocateWorker(props.outDir, BUILD_ID);
    },
  };
}
