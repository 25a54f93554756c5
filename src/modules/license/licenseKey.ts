/**
 * The MUI X license key of the Pro and Premium demos. It is read from the environment when the site
 * is built and never committed; without it the commercial packages still work and show their own
 * "missing license key" watermark.
 */
export const LICENSE_KEY_ENV = 'PORTAL_MUI_X_LICENSE_KEY';

/** The key named by the environment, trimmed; null when it is unset or blank. */
export function licenseKeyFromEnv(env: Record<string, string | undefined>): string | null {
  const key = env[LICENSE_KEY_ENV]?.trim();
  return key ? key : null;
}

/** The key baked into a build (`customFields.muiXLicenseKey`), or null. */
export function licenseKeyOfCustomFields(customFields: Record<string, unknown> | undefined): string | null {
  const key = customFields?.muiXLicenseKey;
  return typeof key === 'string' && key.trim() ? key.trim() : null;
}

/** Registers the key with MUI X before any commercial component renders; does nothing without one. */
export function registerLicenseKey(key: string | null, setLicenseKey: (key: string) => void): boolean {
  if (!key) return false;
  setLicenseKey(key);
  return true;
}
