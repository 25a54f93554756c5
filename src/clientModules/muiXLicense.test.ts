/**
 * The client module that registers the MUI X license key when the site's code loads. The key's
 * rules are tested in src/modules/license/licenseKey.test.ts; this is the wiring to the build's
 * custom fields and to MUI X.
 */
const mockSiteConfig: { customFields: Record<string, unknown> } = { customFields: {} };
const mockSetLicenseKey = jest.fn();
jest.mock('@generated/docusaurus.config', () => ({ __esModule: true, default: mockSiteConfig }), { virtual: true });
jest.mock('@mui/x-license', () => ({ LicenseInfo: { setLicenseKey: mockSetLicenseKey } }));

function load(customFields: Record<string, unknown>): void {
  mockSiteConfig.customFields = customFields;
  jest.isolateModules(() => {
    jest.requireActual('./muiXLicense');
  });
}

beforeEach(() => mockSetLicenseKey.mockClear());

describe('muiXLicense client module', () => {
  it("gives MUI X the build's key, trimmed, as soon as it loads", () => {
    load({ muiXLicenseKey: ' key-123 ' });
    expect(mockSetLicenseKey).toHaveBeenCalledWith('key-123');
  });

  it('leaves MUI X alone when the build has no key (the packages show their watermark)', () => {
    load({});
    load({ muiXLicenseKey: '   ' });
    expect(mockSetLicenseKey).not.toHaveBeenCalled();
  });
});

// A module of its own (its helpers do not clash with other test files in the type check).
export {};
