/**
 * The MUI X license key of the Pro and Premium demos, as baked into the build (the build reads it
 * from the environment: config/license/licenseKey.ts). Without it the commercial packages still work
 * and show their own "missing license key" watermark.
 */

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
