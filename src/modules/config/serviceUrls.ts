/**
 * Addresses of the services the portal calls (spec section 7). A default is a real public address
 * where one exists (gtag.js, StackBlitz, CodeSandbox, the self-hosted icon font); a service with no
 * real address defaults to empty, and empty means off: no request, no link, no button. Each one can
 * be overridden by an environment variable at build time (read by config/services/serviceUrls.ts,
 * table in README.md), which is how the tests point the built site at local fakes on 127.0.0.1. The
 * page reads the addresses baked into the build.
 */
export interface ServiceUrls {
  /** Icon font stylesheet, loaded once per visit. Self-hosted by default. */
  iconFontStylesheet: string;
  /**
   * The portal's own repository (`https://github.com/<owner>/<name>`): the one setting behind the
   * "Edit this page" links (`<repo>/edit/main/<file>`) and the demo source links
   * (`<repo>/blob/main/<file>`). Empty: neither link is rendered.
   */
  sourceRepository: string;
  /** Where page feedback is POSTed as JSON (notes/feedback.md). Empty: no feedback question. */
  feedbackEndpoint: string;
  /** Google Analytics measurement id (`G-...`). Empty: analytics is off and nothing loads. */
  gtagId: string;
  /** The gtag.js loader; `?id=<gtagId>` is appended when it is requested. */
  gtagScriptUrl: string;
  /**
   * Host of the docs site, where the service worker registers (spec section 7). With a port
   * (`docs.example.com:8443`) the page's host must match exactly; without one, any port of that host
   * name matches. Defaults to the host of the site URL.
   */
  docsHost: string;
  /** The third-party ad script the docs ad slot injects (notes/ads.md). Empty: no script. */
  adScriptUrl: string;
  /** The ad service's JSON endpoint the docs ad slot reads (notes/ads.md). Empty: not read. */
  adJsonUrl: string;
  /** StackBlitz's create-from-files form action (`POST /run`). Empty: no "Open in StackBlitz". */
  stackblitzUrl: string;
  /** CodeSandbox's define API (`POST /api/v1/sandboxes/define`). Empty: no "Open in CodeSandbox". */
  codesandboxUrl: string;
}

/** The site's address when `DOCS_SITE_URL` is not set (docusaurus.config.ts `url`). */
export const DEFAULT_SITE_URL = 'https://docs.example.com';

export const DEFAULT_SERVICE_URLS: ServiceUrls = {
  iconFontStylesheet: '/fonts/material-icons/material-icons.css',
  sourceRepository: '',
  feedbackEndpoint: '',
  gtagId: '',
  gtagScriptUrl: 'https://www.googletagmanager.com/gtag/js',
  docsHost: new URL(DEFAULT_SITE_URL).host,
  adScriptUrl: '',
  adJsonUrl: '',
  stackblitzUrl: 'https://stackblitz.com/run',
  codesandboxUrl: 'https://codesandbox.io/api/v1/sandboxes/define',
};

/**
 * The services a blank variable turns off (the others fall back to their default when blank: the
 * icon font, the gtag.js address, whose switch is the id, and the docs host).
 */
export const SWITCHABLE_SERVICES = [
  'sourceRepository',
  'feedbackEndpoint',
  'gtagId',
  'adScriptUrl',
  'adJsonUrl',
  'stackblitzUrl',
  'codesandboxUrl',
] as const satisfies readonly (keyof ServiceUrls)[];

/**
 * `<repo>/<kind>/main/<file>` in the portal's repository (`tree` for a folder), or null when no
 * repository is set.
 */
export function repositoryFileUrl(repository: string, kind: 'blob' | 'edit' | 'tree', file = ''): string | null {
  const base = repository.trim().replace(/\/+$/, '');
  return base ? `${base}/${kind}/main/${file}` : null;
}

/** The service addresses baked into a build: `customFields.services` over the defaults. */
export function servicesOfCustomFields(customFields: Record<string, unknown> | undefined): ServiceUrls {
  return { ...DEFAULT_SERVICE_URLS, ...(customFields?.services as Partial<ServiceUrls> | undefined) };
}
