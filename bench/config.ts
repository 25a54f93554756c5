import path from 'node:path';
import { BASELINE_ROUTES } from './lib/baselineSite';
import { FAKE_AD_JSON_PATH, FAKE_AD_SCRIPT_PATH, FAKE_ASSET_MOUNTS } from '../test/support/fakeAssets';

/**
 * What `npm run bench` measures and where it works. Routes that do not exist in a build are reported
 * as "n/a (page missing)" rather than failing the run, so pages can be named here before they land.
 */

export const REPO_ROOT = path.resolve(__dirname, '..');

/** Everything the bench generates besides its results: git-ignored, inside the repository so the baseline site resolves the portal's node_modules. */
export const WORK_DIR = path.join(REPO_ROOT, '.bench');

export const RESULTS = {
  json: path.join(__dirname, 'results', 'latest.json'),
  table: path.join(__dirname, 'results', 'latest.md'),
  /** Build logs and Lighthouse reports of the last run (git-ignored with the rest of .bench/). */
  logs: path.join(WORK_DIR, 'logs'),
};

export const BUDGETS_FILE = path.join(__dirname, 'budgets.json');

export interface SiteLocation {
  readonly siteDir: string;
  readonly outDir: string;
  /** Build variables the bench sets unless the caller's environment already does. */
  readonly buildEnv?: Readonly<Record<string, string>>;
  /** Folders served beside the build (URL prefix -> folder). */
  readonly mounts?: Readonly<Record<string, string>>;
}

/**
 * The portal is measured with its ad slot filled, as a reader sees it (the CLS budget counts ads):
 * there is no ad network here, so the build points the slot at the ad script and ad JSON the browser
 * tests use, served beside the build. Without them both ad requests fail, which Lighthouse counts as
 * console errors and the slot shows its fallback instead of an ad.
 */
export const PORTAL_AD_ENV = {
  PORTAL_AD_SCRIPT_URL: FAKE_AD_SCRIPT_PATH,
  PORTAL_AD_JSON_URL: FAKE_AD_JSON_PATH,
} as const;

export const SITES = {
  portal: {
    siteDir: REPO_ROOT,
    outDir: path.join(WORK_DIR, 'portal-build'),
    buildEnv: PORTAL_AD_ENV,
    mounts: FAKE_ASSET_MOUNTS,
  },
  baseline: { siteDir: path.join(WORK_DIR, 'baseline-site'), outDir: path.join(WORK_DIR, 'baseline-build') },
} as const satisfies Record<string, SiteLocation>;

/**
 * Removed before a cold build, relative to the site: Docusaurus's generated folder, the bundler's
 * persistent cache (Rspack with Docusaurus Faster; webpack's when Faster is off), the minified
 * assets the portal keeps beside it (plugins/minified-assets-cache) and the pages of the Markdown
 * export (plugins/markdown-export, config/markdownExport/exportCache.ts) and the search bundles
 * (plugins/search-index/keptBundle.ts). Other caches under
 * node_modules/.cache (such as the API extraction cache of plugins/api-docs) are left alone: other
 * tools rely on them, and they are not the bundler.
 */
export const COLD_BUILD_REMOVALS = [
  '.docusaurus',
  'node_modules/.cache/rspack',
  'node_modules/.cache/webpack',
  'node_modules/.cache/portal-minified-assets',
  'node_modules/.cache/portal-markdown-export',
  'node_modules/.cache/portal-search-index',
] as const;

export const DOCUSAURUS_BIN = path.join(REPO_ROOT, 'node_modules', '@docusaurus', 'core', 'bin', 'docusaurus.mjs');
export const LIGHTHOUSE_BIN = path.join(REPO_ROOT, 'node_modules', 'lighthouse', 'cli', 'index.js');

export interface BenchPage {
  readonly id: string;
  readonly label: string;
  readonly route: string;
}

/** The portal's measured pages (page weight and Lighthouse). Ids name them in the figures and budgets. */
export const PORTAL_PAGES: readonly BenchPage[] = [
  { id: 'plain', label: 'plain docs page', route: '/x/introduction/support' },
  { id: 'grid', label: 'Data Grid demo page', route: '/x/react-data-grid' },
  { id: 'charts', label: 'Charts demo page', route: '/x/react-charts/bars' },
  // Issue 24: a Date and Time Pickers demo page beside the grid and charts ones.
  { id: 'pickers', label: 'Date Picker demo page', route: '/x/react-date-pickers/date-picker' },
  { id: 'api', label: 'API page', route: '/x/api/data-grid/data-grid' },
  { id: 'home', label: 'home page', route: '/' },
  // A page without the docs chrome (notes/templates.md): the template shell and Material UI alone.
  { id: 'template', label: 'marketing page template', route: '/getting-started/templates/marketing-page' },
  // Issue 20: the icon gallery's first load (about 2,100 icons, loaded as the reader scrolls) within the page budgets.
  { id: 'icons', label: 'Material Icons gallery', route: '/components/material-icons' },
];

/** The baseline's page every portal page is compared with. */
export const BASELINE_PAGES: readonly BenchPage[] = [
  { id: 'plain', label: 'plain docs page', route: BASELINE_ROUTES.plain },
];

/**
 * Neighbouring component pages for the client-navigation figure, by preference: the first pair whose
 * pages both exist and show each other's link in the sidebar is measured (back and forth). The
 * sidebar shows the pages of the open category only, so a pair shares a category. The last pair is
 * the getting-started pages with live demos, there before the component sections land.
 */
export const NAVIGATION_CANDIDATES: readonly (readonly [string, string])[] = [
  ['/components/buttons', '/components/button-group'],
  ['/x/react-data-grid', '/x/react-data-grid/demo'],
  ['/getting-started/installation', '/getting-started/usage'],
];

export const BASELINE_NAVIGATION: readonly [string, string] = BASELINE_ROUTES.navigation;

/**
 * Pages where the mode switch is timed (ids of PORTAL_PAGES): every measured page with the settings
 * drawer (issue 24: "the mode switch <= 50 ms on every measured page"). The plain page is like for like
 * with the baseline's plain page; on the demo pages every MUI component follows the mode. The template
 * has no docs chrome: its own light/dark button is part of the template's demo, not the portal's setting.
 */
export const MODE_SWITCH_PAGE_IDS: readonly string[] = ['plain', 'grid', 'charts', 'pickers', 'api', 'home', 'icons'];

/** Samples of each interaction (navigation, mode switch); the figure is their median. */
export const INTERACTION_SAMPLES = 20;

export const LIGHTHOUSE_RUNS = 3;

/**
 * Search on a phone (issue 27): one query typed into the navbar box of an /x/ page right after the
 * click that focuses it, in a fresh context each time (steps/search.ts).
 */
export const SEARCH_LOCALES = {
  en: { route: '/x/introduction', query: 'licensing' },
  zh: { route: '/zh/x/introduction', query: '安装' },
} as const;

/**
 * The Material Icons gallery's filter (issue 20, notes/icon-gallery.md): queries typed into
 * "Search icons" in turn, INTERACTION_SAMPLES of them in one visit (steps/iconFilter.ts).
 */
export const ICON_FILTER = {
  route: '/components/material-icons',
  queries: ['alarm add', 'delete', 'arrow back', 'home', 'battery', 'settings'],
} as const;

/** Debian's Chromium (design.md), with the flags of the browser tests. */
export { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../test/support/browser';
