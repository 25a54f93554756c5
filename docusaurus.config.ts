import type { Config } from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import { VERSION_LABEL } from './src/data/constants';
import { codeThemeVariables } from './src/data/prismThemes';
import { PRODUCTS } from './src/data/products';
import { HOME_PRODUCTS } from './src/data/productCards';
import { productNavbarItems } from './src/modules/products/navbarItems';
import { DEFAULT_SITE_URL, repositoryFileUrl } from './src/modules/config/serviceUrls';
import { serviceUrls, SITE_URL_ENV } from './config/services/serviceUrls';
import displayPreferencesPlugin from './plugins/display-preferences';
import codeThemePlugin from './plugins/code-theme';
import earlyInputPlugin from './plugins/early-input';
import titleGuardPlugin from './plugins/title-guard';
import builtPagesPlugin from './plugins/built-pages';
import demoSourcesPlugin, { remarkCodeVariants, remarkDemo } from './plugins/demo-sources';
import docsPropsTrimPlugin from './plugins/docs-props-trim';
import clientRegistryTrimPlugin from './plugins/client-registry-trim';
import overlaysOnDemandPlugin from './plugins/overlays-on-demand';
import deferredEvaluationPlugin from './plugins/deferred-evaluation';
import routeIndexPlugin from './plugins/route-index';
import tslibTrimPlugin from './plugins/tslib-trim';
import sharedBundlerCachePlugin from './plugins/shared-bundler-cache';
import serverBundleSplitPlugin from './plugins/server-bundle-split';
import htmlMinifierSkipPlugin from './plugins/html-minifier-skip';
import postCssConfigSearchOffPlugin from './plugins/postcss-config-search-off';
import minifiedAssetsCachePlugin from './plugins/minified-assets-cache';
import compilationReleasePlugin from './plugins/compilation-release';
import analyticsPlugin, { type AnalyticsPluginOptions } from './plugins/analytics';
import serviceWorkerPlugin from './plugins/service-worker';
import { licenseKeyFromEnv } from './config/license/licenseKey';
import { installedVersions } from './config/sandbox/packageVersions';
import remarkAdSlot from './plugins/ad-slot';
import apiDocsPlugin from './plugins/api-docs';
import searchIndexPlugin from './plugins/search-index';
import translationStatusPlugin from './plugins/translation-status';
import { createMarkdownLinkResolver } from './config/translations/markdownLinks';
import materialIconsPlugin from './plugins/material-icons';
import markdownExportPlugin from './plugins/markdown-export';
import templateSourcesPlugin from './plugins/template-sources';

/** The locale this configuration is loaded for (Docusaurus loads it once per locale). */
const locale = process.env.DOCUSAURUS_CURRENT_LOCALE ?? 'en';

/** Addresses of the world outside, overridable at build time (tests point them at local fakes). */
const env = (name: string, fallback: string): string => process.env[name] ?? fallback;
const services = serviceUrls(process.env);
/**
 * "Edit this page": the page's file in the portal's own repository (PORTAL_SOURCE_REPOSITORY, the
 * setting the demo source links share); none when it is empty.
 */
const editUrl = repositoryFileUrl(services.sourceRepository, 'edit') ?? undefined;

const config = {
  title: 'MUI X Docs',
  tagline: 'Documentation for the MUI X components and Material UI',
  favicon: 'img/favicon.svg',
  url: env(SITE_URL_ENV, DEFAULT_SITE_URL),
  baseUrl: '/',
  trailingSlash: false,
  organizationName: 'mui',
  projectName: 'mui-x',

  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'throw',
  markdown: {
    // A relative link between an English page and a translated one becomes the page's route in the
    // translated build (config/translations/markdownLinks.ts); any other broken link still fails.
    hooks: { onBrokenMarkdownLinks: createMarkdownLinkResolver(__dirname), onBrokenMarkdownImages: 'throw' },
  },

  // No page shows a last-update date or author, so Docusaurus reads nothing from Git (its eager
  // history read was 0.3 s of each build's start).
  future: { v4: true, faster: true, experimental_vcs: false },
  // Plain storage keys: the reader's mode lives under `theme`, the key Docusaurus's first-paint
  // script reads and the preferences module writes (src/data/constants.ts, STORAGE_KEYS).
  storage: { type: 'localStorage', namespace: false },

  i18n: {
    defaultLocale: 'en',
    locales: ['en', 'zh'],
    localeConfigs: {
      en: { label: 'English', htmlLang: 'en' },
      zh: { label: '简体中文', htmlLang: 'zh-CN' },
    },
  },

  customFields: {
    versionLabel: VERSION_LABEL,
    services,
    muiXLicenseKey: licenseKeyFromEnv(process.env),
    // The exact versions a demo's StackBlitz/CodeSandbox project pins (src/modules/sandbox).
    sandboxVersions: installedVersions(__dirname),
  },

  presets: [
    [
      'classic',
      {
        docs: {
          path: 'docs/core',
          routeBasePath: '/',
          sidebarPath: './sidebars/core.ts',
          // One ad slot per page, after its lead paragraph (plugins/ad-slot).
          beforeDefaultRemarkPlugins: [remarkDemo, remarkCodeVariants, remarkAdSlot],
          editUrl,
        },
        // The blog is English only: it is never language-prefixed (spec, URL handling).
        blog:
          locale === 'en'
            ? {
                showReadingTime: true,
                blogTitle: 'MUI X blog',
                blogDescription: 'Release notes and stories from the MUI X team',
                onInlineAuthors: 'ignore',
                onUntruncatedBlogPosts: 'throw',
                feedOptions: { type: ['rss', 'atom'], xslt: true },
              }
            : false,
        theme: { customCss: './src/css/custom.css' },
        sitemap: { lastmod: null },
      } satisfies Preset.Options,
    ],
  ],

  clientModules: ['./src/clientModules/muiXLicense.ts', './src/clientModules/progressBar.ts'],

  plugins: [
    displayPreferencesPlugin,
    codeThemePlugin,
    translationStatusPlugin,
    earlyInputPlugin,
    // The tab never reads the bare site title between page titles (config/pageTitle/titleGuard.ts).
    titleGuardPlugin,
    // Every built page rewritten once: NUL bytes from React's stream dropped, Emotion's styles in <head> (notes in the plugin).
    builtPagesPlugin,
    demoSourcesPlugin,
    // Every docs page loads its version's props: the docs' descriptions in them go (notes in the plugin).
    docsPropsTrimPlugin,
    // Every page loads the chunk registry: the browser's copy goes without the module paths only the
    // server render reads (notes in the plugin).
    clientRegistryTrimPlugin,
    overlaysOnDemandPlugin,
    // Prism, and each route's loadable component, are evaluated on first use rather than with main.js (notes in the plugin).
    deferredEvaluationPlugin,
    // Route lists matched through an index instead of route by route (notes in the plugin).
    routeIndexPlugin,
    // One tslib helper instead of all of tslib in every page's main.js (notes in the plugin).
    tslibTrimPlugin,
    // One Rspack cache for both locales: the second locale of a build recompiles only what differs (notes in the plugin).
    sharedBundlerCachePlugin,
    // The server bundle shares modules between routes' chunks instead of copying them into each (notes in the plugin).
    serverBundleSplitPlugin,
    // Pages are written as React renders them; the <head> scripts are minified once (notes in the plugin).
    htmlMinifierSkipPlugin,
    // postcss-loader is not sent looking for a configuration file for each CSS file (notes in the plugin).
    postCssConfigSearchOffPlugin,
    // What the minimizers made of each browser asset, kept for the next compilation of the same text (notes in the plugin).
    minifiedAssetsCachePlugin,
    // A locale's compilations are let go once its bundling is done, so the next locale compiles in their memory (notes in the plugin).
    compilationReleasePlugin,
    apiDocsPlugin,
    // The Material Icons gallery's data and the self-hosted icon font (notes/icon-gallery.md).
    materialIconsPlugin,
    // The page templates' source files, for their source viewer (notes/templates.md).
    templateSourcesPlugin,
    // Google Analytics (src/modules/analytics): loads nothing unless PORTAL_GTAG_ID is set.
    [
      analyticsPlugin,
      { gtagId: services.gtagId, gtagScriptUrl: services.gtagScriptUrl } satisfies AnalyticsPluginOptions,
    ],
    serviceWorkerPlugin,
    // Search (notes/search.md): a Pagefind index of each locale's built pages, written after the build.
    searchIndexPlugin,
    // Every docs page as Markdown at its address plus `.md`, and the llms.txt files (notes/markdown-export.md).
    markdownExportPlugin,
    [
      '@docusaurus/plugin-content-docs',
      {
        id: 'x',
        path: 'docs/x',
        routeBasePath: 'x',
        sidebarPath: './sidebars/x.ts',
        beforeDefaultRemarkPlugins: [remarkDemo, remarkCodeVariants, remarkAdSlot],
        editUrl,
        lastVersion: 'current',
        versions: { current: { label: VERSION_LABEL } },
      },
    ],
  ],

  themeConfig: {
    image: 'img/social-card.png',
    colorMode: { defaultMode: 'light', respectPrefersColorScheme: true },
    docs: { sidebar: { hideable: true, autoCollapseCategories: false } },
    navbar: {
      title: 'MUI X',
      logo: { alt: 'MUI X logo', src: 'img/logo.svg', width: 32, height: 32 },
      items: [
        ...productNavbarItems(
          PRODUCTS,
          HOME_PRODUCTS.map(({ id }) => id),
        ),
        { type: 'search', position: 'right', className: 'portal-navbar-search' },
        { type: 'custom-versionMenu', position: 'right' },
        { type: 'custom-languageMenu', position: 'right' },
        {
          href: 'https://github.com/mui/mui-x',
          position: 'right',
          className: 'header-github-link',
          'aria-label': 'GitHub repository',
        },
      ],
    },
    footer: {
      style: 'dark',
      links: [
        {
          title: 'MUI X',
          items: [
            { label: 'Overview', to: '/x/introduction' },
            { label: 'Installation', to: '/x/introduction/installation' },
            { label: 'Licensing', to: '/x/introduction/licensing' },
            { label: "What's new", to: '/x/whats-new' },
          ],
        },
        {
          title: 'Material UI',
          items: [
            { label: 'Installation', to: '/getting-started/installation' },
            { label: 'Usage', to: '/getting-started/usage' },
            { label: 'FAQ', to: '/getting-started/faq' },
            { label: 'Supported platforms', to: '/getting-started/supported-platforms' },
            { label: 'Playground', to: '/playground' },
          ],
        },
        {
          title: 'Community',
          items: [
            { label: 'GitHub', href: 'https://github.com/mui/mui-x' },
            { label: 'Stack Overflow', href: 'https://stackoverflow.com/questions/tagged/mui-x' },
            { label: 'Support', to: '/x/introduction/support' },
          ],
        },
        {
          title: 'More',
          items: [
            // pathname:// keeps the English-only blog out of the Chinese build's route check; the crawler checks it.
            { label: 'Blog', href: 'pathname:///blog', autoAddBaseUrl: false, target: '_self' },
            { label: 'All versions', to: '/versions' },
            { label: 'Roadmap', to: '/x/introduction/roadmap' },
          ],
        },
      ],
      copyright: `Documentation portal for MUI X ${VERSION_LABEL}. The MUI X and Material UI libraries are © MUI and released under the MIT license (Pro and Premium under a commercial license).`,
    },
    prism: {
      // One theme in both modes: its colours are CSS variables under data-theme (plugins/code-theme).
      theme: codeThemeVariables,
      darkTheme: codeThemeVariables,
      additionalLanguages: ['bash', 'json', 'diff'],
    },
  } satisfies Preset.ThemeConfig,
} satisfies Config;

export default config;
