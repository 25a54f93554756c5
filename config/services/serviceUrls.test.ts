import { DEFAULT_SERVICE_URLS, repositoryFileUrl, SWITCHABLE_SERVICES } from '../../src/modules/config/serviceUrls';
import { SERVICE_ENV, serviceUrls } from './serviceUrls';

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
    expect(serviceUrls({ PORTAL_ICON_FONT_URL: '  http://127.0.0.1/icons.css\n' }).iconFontStylesheet).toBe(
      'http://127.0.0.1/icons.css',
    );
  });

  it('ignores a blank or missing value', () => {
    for (const value of ['', '   ', '\n', undefined]) {
      expect(serviceUrls({ PORTAL_ICON_FONT_URL: value }).iconFontStylesheet).toBe(
        DEFAULT_SERVICE_URLS.iconFontStylesheet,
      );
    }
  });

  it('ignores unrelated variables', () => {
    expect(serviceUrls({ ICON_FONT_URL: 'http://example.com/x.css', HOME: '/root' })).toEqual(DEFAULT_SERVICE_URLS);
  });

  it('does not alter the defaults', () => {
    serviceUrls({ PORTAL_ICON_FONT_URL: 'http://127.0.0.1/icons.css' });
    expect(DEFAULT_SERVICE_URLS.iconFontStylesheet).toBe('/fonts/material-icons/material-icons.css');
  });

  it('leaves analytics off unless PORTAL_GTAG_ID names a measurement id', () => {
    expect(DEFAULT_SERVICE_URLS.gtagId).toBe('');
    expect(serviceUrls({}).gtagId).toBe('');
    expect(serviceUrls({ PORTAL_GTAG_ID: ' G-ABC123 ' }).gtagId).toBe('G-ABC123');
  });

  it('loads gtag.js from Google by default and from PORTAL_GTAG_SCRIPT_URL when set', () => {
    expect(serviceUrls({}).gtagScriptUrl).toBe('https://www.googletagmanager.com/gtag/js');
    expect(serviceUrls({ PORTAL_GTAG_SCRIPT_URL: '/__fakes/gtag.js' }).gtagScriptUrl).toBe('/__fakes/gtag.js');
  });
});

describe('serviceUrls: feedback endpoint', () => {
  it('reads the feedback endpoint from PORTAL_FEEDBACK_URL', () => {
    expect(SERVICE_ENV.feedbackEndpoint).toBe('PORTAL_FEEDBACK_URL');
    expect(serviceUrls({ PORTAL_FEEDBACK_URL: 'http://127.0.0.1:4200/feedback' }).feedbackEndpoint).toBe(
      'http://127.0.0.1:4200/feedback',
    );
  });

  it('is off (empty) by default: no feedback service exists to default to', () => {
    expect(DEFAULT_SERVICE_URLS.feedbackEndpoint).toBe('');
    expect(serviceUrls({}).feedbackEndpoint).toBe('');
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
    expect(serviceUrls({ PORTAL_DOCS_HOST: ' 127.0.0.1 ', DOCS_SITE_URL: 'https://mui.example.org' }).docsHost).toBe(
      '127.0.0.1',
    );
  });
});

describe('serviceUrls: ads', () => {
  it('reads the ad script address from PORTAL_AD_SCRIPT_URL and the ad JSON endpoint from PORTAL_AD_JSON_URL', () => {
    expect(SERVICE_ENV.adScriptUrl).toBe('PORTAL_AD_SCRIPT_URL');
    expect(SERVICE_ENV.adJsonUrl).toBe('PORTAL_AD_JSON_URL');
    const urls = serviceUrls({
      PORTAL_AD_SCRIPT_URL: '/__fakes/ads/carbon.js',
      PORTAL_AD_JSON_URL: ' http://127.0.0.1:4300/ads.json ',
    });
    expect(urls.adScriptUrl).toBe('/__fakes/ads/carbon.js');
    expect(urls.adJsonUrl).toBe('http://127.0.0.1:4300/ads.json');
  });

  it('is off by default (in-house ads only) and a blank value turns a configured one off', () => {
    expect(serviceUrls({}).adScriptUrl).toBe('');
    expect(serviceUrls({}).adJsonUrl).toBe('');
    expect(serviceUrls({ PORTAL_AD_JSON_URL: '  ' }).adJsonUrl).toBe('');
  });
});

describe('serviceUrls: production defaults (issue 23)', () => {
  const external = (address: string): boolean => /^(https?:)?\/\//.test(address.trim());
  /** What the page requests on load: everything but the form actions a reader's click posts to. */
  const loadedOnPage = (urls: ReturnType<typeof serviceUrls>): string[] => [
    urls.iconFontStylesheet,
    urls.feedbackEndpoint,
    urls.adScriptUrl,
    urls.adJsonUrl,
    ...(urls.gtagId ? [urls.gtagScriptUrl] : []),
  ];

  it('with an empty environment, the page has no external address to request at all', () => {
    const urls = serviceUrls({});
    expect(loadedOnPage(urls).filter(external)).toEqual([]);
    expect(urls.gtagId).toBe('');
  });

  it('names no repository that does not exist: no edit or source link by default', () => {
    expect(DEFAULT_SERVICE_URLS.sourceRepository).toBe('');
    expect(repositoryFileUrl(serviceUrls({}).sourceRepository, 'edit')).toBeNull();
    expect(repositoryFileUrl(serviceUrls({}).sourceRepository, 'blob', 'docs/x/a.mdx')).toBeNull();
  });

  it('reads the one repository setting from PORTAL_SOURCE_REPOSITORY, for both link kinds', () => {
    expect(SERVICE_ENV.sourceRepository).toBe('PORTAL_SOURCE_REPOSITORY');
    const { sourceRepository } = serviceUrls({ PORTAL_SOURCE_REPOSITORY: ' https://github.com/acme/portal/ ' });
    expect(repositoryFileUrl(sourceRepository, 'edit')).toBe('https://github.com/acme/portal/edit/main/');
    expect(repositoryFileUrl(sourceRepository, 'blob', 'docs/x/demos/A.tsx')).toBe(
      'https://github.com/acme/portal/blob/main/docs/x/demos/A.tsx',
    );
    expect(repositoryFileUrl(sourceRepository, 'tree', 'src/templates/blog/')).toBe(
      'https://github.com/acme/portal/tree/main/src/templates/blog/',
    );
  });

  it('defaults the sandbox form actions to the public services, overridable and switchable off', () => {
    expect(serviceUrls({}).stackblitzUrl).toBe('https://stackblitz.com/run');
    expect(serviceUrls({}).codesandboxUrl).toBe('https://codesandbox.io/api/v1/sandboxes/define');
    expect(SERVICE_ENV.stackblitzUrl).toBe('PORTAL_STACKBLITZ_URL');
    expect(SERVICE_ENV.codesandboxUrl).toBe('PORTAL_CODESANDBOX_URL');
    const urls = serviceUrls({ PORTAL_STACKBLITZ_URL: '/__fakes/stackblitz', PORTAL_CODESANDBOX_URL: '' });
    expect(urls.stackblitzUrl).toBe('/__fakes/stackblitz');
    expect(urls.codesandboxUrl).toBe('');
  });

  it('a blank value turns every switchable service off; the others keep their default', () => {
    const blank = Object.fromEntries(Object.values(SERVICE_ENV).map((name) => [name, ' ']));
    const urls = serviceUrls(blank);
    for (const key of SWITCHABLE_SERVICES) expect(urls[key]).toBe('');
    expect(urls.iconFontStylesheet).toBe(DEFAULT_SERVICE_URLS.iconFontStylesheet);
    expect(urls.gtagScriptUrl).toBe(DEFAULT_SERVICE_URLS.gtagScriptUrl);
    expect(urls.docsHost).toBe(DEFAULT_SERVICE_URLS.docsHost);
  });
});
