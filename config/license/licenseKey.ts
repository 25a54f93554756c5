/**
 * The MUI X license key of the Pro and Premium demos. It is read from the environment when the site
 * is built (this file, Node only) and never committed; the page registers the key baked into the build
 * (src/modules/license/licenseKey.ts). Without it the commercial packages still work and show their
 * own "missing license key" watermark.
 */
export const LICENSE_KEY_ENV = 'PORTAL_MUI_X_LICENSE_KEY';

/** The key named by the environment, trimmed; null when it is unset or blank. */
export function licenseKeyFromEnv(env: Record<string, string | undefined>): string | null {
  const key = env[LICENSE_KEY_ENV]?.trim();
  return key ? key : null;
}
