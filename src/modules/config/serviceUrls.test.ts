import { DEFAULT_SERVICE_URLS, DEFAULT_SITE_URL, servicesOfCustomFields } from './serviceUrls';

describe('servicesOfCustomFields', () => {
  it('lays the baked services over the defaults', () => {
    expect(servicesOfCustomFields(undefined)).toEqual(DEFAULT_SERVICE_URLS);
    expect(servicesOfCustomFields({ services: { docsHost: '127.0.0.1' } })).toEqual({
      ...DEFAULT_SERVICE_URLS,
      docsHost: '127.0.0.1',
    });
  });
});

describe('DEFAULT_SERVICE_URLS', () => {
  it('takes the docs host from the default site URL', () => {
    expect(DEFAULT_SERVICE_URLS.docsHost).toBe(new URL(DEFAULT_SITE_URL).host);
  });
});
