import { DEFAULT_SERVICE_URLS, type ServiceUrls } from '../../src/modules/config/serviceUrls';

/**
 * The environment variables that override the service addresses when the site is built (Node only;
 * the page reads the addresses baked into `customFields.services`, src/modules/config/serviceUrls.ts).
 */
export const SERVICE_ENV = {
  iconFontStylesheet: 'PORTAL_ICON_FONT_URL',
  sourceRepository: 'PORTAL_SOURCE_REPOSITORY',
  feedbackEndpoint: 'PORTAL_FEEDBACK_URL',
  gtagId: 'PORTAL_GTAG_ID',
  gtagScriptUrl: 'PORTAL_GTAG_SCRIPT_URL',
  docsHost: 'PORTAL_DOCS_HOST',
  adScriptUrl: 'PORTAL_AD_SCRIPT_URL',
  adJsonUrl: 'PORTAL_AD_JSON_URL',
} as const satisfies Record<keyof ServiceUrls, string>;

/** The site's address (docusaurus.config.ts `url`); its host is the default docs host. */
export const SITE_URL_ENV = 'DOCS_SITE_URL';

/** Host (with its port, if any) of an absolute URL; null when the value is not one. */
function hostOf(url: string | undefined): string | null {
  if (!url?.trim()) return null;
  try {
    return new URL(url.trim()).host || null;
  } catch {
    return null;
  }
}

/** The service addresses for a build: the defaults, overridden by the environment `env`. */
export function serviceUrls(env: Record<string, string | undefined>): ServiceUrls {
  const urls = { ...DEFAULT_SERVICE_URLS, docsHost: hostOf(env[SITE_URL_ENV]) ?? DEFAULT_SERVICE_URLS.docsHost };
  for (const key of Object.keys(SERVICE_ENV) as (keyof ServiceUrls)[]) {
    const value = env[SERVICE_ENV[key]]?.trim();
    if (value) urls[key] = value;
  }
  return urls;
}
