/**
 * Addresses of the services the portal calls (spec section 7). Defaults are the production
 * values; each one can be overridden by an environment variable at build time (read by
 * config/services/serviceUrls.ts), which is how the tests point the built site at local fakes on
 * 127.0.0.1. The page reads the addresses baked into the build.
 */
export interface ServiceUrls {
  /** Icon font stylesheet, loaded once per visit. Self-hosted by default. */
  iconFontStylesheet: string;
  /** Repository that demo source links point into (`<repo>/blob/main/<file>`). */
  sourceRepository: string;
  /** Where page feedback is POSTed as JSON (contract in README.md, "Page feedback"). */
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
  /** The third-party ad script the docs ad slot injects (contract in README.md, "Ads"). */
  adScriptUrl: string;
  /** The ad service's JSON endpoint the docs ad slot reads (contract in README.md, "Ads"). */
  adJsonUrl: string;
}

/** The site's address when `DOCS_SITE_URL` is not set (docusaurus.config.ts `url`). */
export const DEFAULT_SITE_URL = 'https://docs.example.com';

export const DEFAULT_SERVICE_URLS: ServiceUrls = {
  iconFontStylesheet: '/fonts/material-icons/material-icons.css',
  sourceRepository: 'https://github.com/mui/mui-x-docs-portal',
  feedbackEndpoint: 'https://feedback.docs.example.com/v1/page-feedback',
  gtagId: '',
  gtagScriptUrl: 'https://www.googletagmanager.com/gtag/js',
  docsHost: new URL(DEFAULT_SITE_URL).host,
  adScriptUrl: 'https://cdn.ads.docs.example.com/carbon.js?serve=DOCSPORTAL&placement=docs-portal',
  adJsonUrl: 'https://srv.ads.docs.example.com/ads/DOCSPORTAL.json',
};

/** The service addresses baked into a build: `customFields.services` over the defaults. */
export function servicesOfCustomFields(customFields: Record<string, unknown> | undefined): ServiceUrls {
  return { ...DEFAULT_SERVICE_URLS, ...(customFields?.services as Partial<ServiceUrls> | undefined) };
}
