import { LICENSE_KEY_ENV, licenseKeyFromEnv } from './licenseKey';

describe('licenseKey', () => {
  it('reads PORTAL_MUI_X_LICENSE_KEY, trimmed', () => {
    expect(LICENSE_KEY_ENV).toBe('PORTAL_MUI_X_LICENSE_KEY');
    expect(licenseKeyFromEnv({ PORTAL_MUI_X_LICENSE_KEY: '  abc123\n' })).toBe('abc123');
  });

  it('has no key when the variable is unset or blank', () => {
    expect(licenseKeyFromEnv({})).toBeNull();
    expect(licenseKeyFromEnv({ PORTAL_MUI_X_LICENSE_KEY: '   ' })).toBeNull();
  });
});
