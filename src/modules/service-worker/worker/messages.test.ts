import { CACHE_URLS, isCacheUrlsMessage } from './messages';

describe('isCacheUrlsMessage', () => {
  it('accepts a list of URLs under the right type', () => {
    expect(isCacheUrlsMessage({ type: CACHE_URLS, urls: ['https://docs.example.com/x/introduction'] })).toBe(true);
    expect(isCacheUrlsMessage({ type: CACHE_URLS, urls: [] })).toBe(true);
  });

  it('refuses anything else', () => {
    for (const data of [
      null,
      'PORTAL_CACHE_URLS',
      { type: 'SKIP_WAITING' },
      { type: CACHE_URLS },
      { type: CACHE_URLS, urls: [1] },
      { type: CACHE_URLS, urls: 'x' },
    ]) {
      expect(isCacheUrlsMessage(data)).toBe(false);
    }
  });
});
