import { licenseKeyOfCustomFields, registerLicenseKey } from './licenseKey';

describe('licenseKey', () => {
  it('reads the key baked into the build, ignoring anything that is not a non-blank string', () => {
    expect(licenseKeyOfCustomFields({ muiXLicenseKey: 'abc' })).toBe('abc');
    expect(licenseKeyOfCustomFields({ muiXLicenseKey: null })).toBeNull();
    expect(licenseKeyOfCustomFields({ muiXLicenseKey: 42 })).toBeNull();
    expect(licenseKeyOfCustomFields(undefined)).toBeNull();
  });

  it('registers a key and skips registration without one', () => {
    const setLicenseKey = jest.fn();
    expect(registerLicenseKey(null, setLicenseKey)).toBe(false);
    expect(setLicenseKey).not.toHaveBeenCalled();
    expect(registerLicenseKey('abc', setLicenseKey)).toBe(true);
    expect(setLicenseKey).toHaveBeenCalledWith('abc');
  });
});
