import { DEFAULT_SERVICE_URLS, SWITCHABLE_SERVICES, type ServiceUrls } from '../../src/modules/config/serviceUrls';

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
  stackblitzUrl: 'PORTAL_STACKBLITZ_URL',
  codesandboxUrl: 'PORTAL_CODESANDBOX_URL',
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

const switchable = new Set<keyof ServiceUrls>(SWITCHABLE_SERVICES);

/**
 * The service addresses for a build: the defaults, overridden by the environment `env` (values
 * trimmed). A variable set to a blank value turns a switchable service off (`''`); for the others a
 * blank value is ignored. Unset, the default stays.
 */
export function serviceUrls(env: Record<string, string | undefined>): ServiceUrls {
  const urls = { ...DEFAULT_SERVICE_URLS, docsHost: hostOf(env[SITE_URL_ENV]) ?? DEFAULT_SERVICE_URLS.docsHost };
  for (const key of Object.keys(SERVICE_ENV) as (keyof ServiceUrls)[]) {
    const value = env[SERVICE_ENV[key]]?.trim();
    if (value || (value === '' && switchable.has(key))) urls[key] = value;
  }
  return urls;
}
