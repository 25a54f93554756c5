import { DEFAULT_SERVICE_URLS, SERVICE_ENV, serviceUrls } from './serviceUrls';

describe('serviceUrls', () => {
  it('uses the self-hosted icon font by default', () => {
    expect(DEFAULT_SERVICE_URLS.iconFontStylesheet).toBe('/fonts/material-icons/material-icons.css');
    expect(serviceUrls({})).toEqual(DEFAULT_SERVICE_URLS);
  });

  it('reads the icon font address from PORTAL_ICON_FONT_URL', () => {
    expect(SERVICE_ENV.iconFontStylesheet).toBe('PORTAL_ICON_FONT_URL');
    expect(serviceUrls({ PORTAL_ICON_FONT_URL: 'http://127.0.0.1:4100/icons.css' }).iconFontStylesheet).toBe(
      'http://127.0.0.1:4100/icons.css',
    );
  });

  it('trims the value from the environment', () => {
    expect(serviceUrls({ PORTAL_ICON_FONT_URL: '  http://127.0.0.1/icons.css\n' }).iconFontStylesheet).toBe('http://127.0.0.1/icons.css');
  });

  it('ignores a blank or missing value', () => {
    for (const value of ['', '   ', '\n', undefined]) {
      expect(serviceUrls({ PORTAL_ICON_FONT_URL: value }).iconFontStylesheet).toBe(DEFAULT_SERVICE_URLS.iconFontStylesheet);
    }
  });

  it('ignores unrelated variables', () => {
    expect(serviceUrls({ ICON_FONT_URL: 'http://example.com/x.css', HOME: '/root' })).toEqual(DEFAULT_SERVICE_URLS);
  });

  it('does not alter the defaults', () => {
    serviceUrls({ PORTAL_ICON_FONT_URL: 'http://127.0.0.1/icons.css' });
    expect(DEFAULT_SERVICE_URLS.iconFontStylesheet).toBe('/fonts/material-icons/material-icons.css');
  });
});

describe('docsHost', () => {
  it('is the host of the default site URL', () => {
    expect(DEFAULT_SERVICE_URLS.docsHost).toBe('docs.example.com');
    expect(serviceUrls({}).docsHost).toBe('docs.example.com');
  });

  it('follows the site URL from DOCS_SITE_URL, port included', () => {
    expect(serviceUrls({ DOCS_SITE_URL: 'https://mui.example.org' }).docsHost).toBe('mui.example.org');
    expect(serviceUrls({ DOCS_SITE_URL: 'http://127.0.0.1:8080/' }).docsHost).toBe('127.0.0.1:8080');
  });

  it('ignores a site URL that is not an absolute URL', () => {
    expect(serviceUrls({ DOCS_SITE_URL: 'docs' }).docsHost).toBe('docs.example.com');
  });

  it('is set by PORTAL_DOCS_HOST, which wins over the site URL', () => {
    expect(SERVICE_ENV.docsHost).toBe('PORTAL_DOCS_HOST');
    expect(serviceUrls({ PORTAL_DOCS_HOST: ' 127.0.0.1 ', DOCS_SITE_URL: 'https://mui.example.org' }).docsHost).toBe('127.0.0.1');
  });
});
