import { fillTimestamp, httpUrl, isUsableEntry, pickCarbonAd, TIMESTAMP_PLACEHOLDER } from './carbonAd';

const ENDPOINT = 'https://srv.ads.example.com/ads/PORTAL.json';
const NOW = 1_718_000_123_456;

const entry = (fields: Record<string, unknown> = {}) => ({
  statlink: '//srv.ads.example.com/ads/click/x/1',
  statimp: '//srv.ads.example.com/ads/imp/1?ts=[timestamp]',
  pixel: 'https://pixel-a.example.com/p?t=[timestamp]||https://pixel-b.example.com/p?t=[timestamp]&again=[timestamp]',
  timestamp: '1718000000',
  image: 'https://cdn.ads.example.com/img/northwind.png',
  company: 'Northwind',
  description: 'Preview deployments for every pull request.',
  ...fields,
});

describe('pickCarbonAd', () => {
  it('uses the first entry that is not empty and has a statlink', () => {
    const ad = pickCarbonAd(
      { ads: [{}, { company: 'No link' }, entry(), entry({ company: 'Second' })] },
      ENDPOINT,
      NOW,
    );
    expect(ad).toEqual({
      link: 'https://srv.ads.example.com/ads/click/x/1',
      image: 'https://cdn.ads.example.com/img/northwind.png',
      company: 'Northwind',
      description: 'Preview deployments for every pull request.',
      impressionUrls: [
        'https://srv.ads.example.com/ads/imp/1?ts=1718000000',
        'https://pixel-a.example.com/p?t=1718000000',
        'https://pixel-b.example.com/p?t=1718000000&again=1718000000',
      ],
    });
  });

  it('gives no ad for an empty list, entries without statlink, or an answer of another shape', () => {
    expect(pickCarbonAd({ ads: [] }, ENDPOINT, NOW)).toBeNull();
    expect(pickCarbonAd({ ads: [{}, {}] }, ENDPOINT, NOW)).toBeNull();
    expect(
      pickCarbonAd(
        { ads: [entry({ statlink: undefined }), entry({ statlink: '' }), entry({ statlink: 42 })] },
        ENDPOINT,
        NOW,
      ),
    ).toBeNull();
    for (const body of [
      null,
      undefined,
      'ads',
      42,
      [],
      {},
      { ads: 'none' },
      { ads: null },
      { ads: [null, 'x', 3, [entry()]] },
    ]) {
      expect(pickCarbonAd(body, ENDPOINT, NOW)).toBeNull();
    }
  });

  it('skips entries whose statlink is not an http(s) address', () => {
    const ad = pickCarbonAd(
      {
        ads: [
          entry({ statlink: 'javascript:alert(1)' }),
          entry({ statlink: 'data:text/html,hi' }),
          entry({ company: 'Safe' }),
        ],
      },
      ENDPOINT,
      NOW,
    );
    expect(ad?.company).toBe('Safe');
  });

  it('resolves relative and protocol-relative addresses against the endpoint', () => {
    const ad = pickCarbonAd(
      {
        ads: [
          entry({ statlink: 'click?ad=1', image: '/img/a.svg', statimp: 'pixel.svg?ts=[timestamp]', pixel: undefined }),
        ],
      },
      'http://127.0.0.1:4000/__fakes/ads/ads.json',
      NOW,
    );
    expect(ad?.link).toBe('http://127.0.0.1:4000/__fakes/ads/click?ad=1');
    expect(ad?.image).toBe('http://127.0.0.1:4000/img/a.svg');
    expect(ad?.impressionUrls).toEqual(['http://127.0.0.1:4000/__fakes/ads/pixel.svg?ts=1718000000']);
  });

  it('keeps markup in the text fields as plain strings (the slot renders them as text) and drops unsafe addresses', () => {
    const ad = pickCarbonAd(
      {
        ads: [
          entry({
            company: '<script>window.injected = 1</script>',
            description: '<img src=x onerror="window.injected = 2">Fast builds',
            image: 'javascript:alert(1)',
            pixel: 'javascript:alert(2)||https://ok.example.com/p',
            statimp: 42,
          }),
        ],
      },
      ENDPOINT,
      NOW,
    );
    expect(ad?.company).toBe('<script>window.injected = 1</script>');
    expect(ad?.description).toBe('<img src=x onerror="window.injected = 2">Fast builds');
    expect(ad?.image).toBeNull();
    expect(ad?.impressionUrls).toEqual(['https://ok.example.com/p']);
  });

  it('reads only strings for the text fields', () => {
    const ad = pickCarbonAd({ ads: [entry({ company: { toString: 'x' }, description: ['a'] })] }, ENDPOINT, NOW);
    expect(ad?.company).toBe('');
    expect(ad?.description).toBe('');
  });

  it('fills the timestamp from a numeric field, else from the current time in seconds', () => {
    expect(
      pickCarbonAd({ ads: [entry({ timestamp: 1700000000, pixel: undefined })] }, ENDPOINT, NOW)?.impressionUrls,
    ).toEqual(['https://srv.ads.example.com/ads/imp/1?ts=1700000000']);
    expect(
      pickCarbonAd({ ads: [entry({ timestamp: undefined, pixel: undefined })] }, ENDPOINT, NOW)?.impressionUrls,
    ).toEqual(['https://srv.ads.example.com/ads/imp/1?ts=1718000123']);
  });

  it('has no pixels when neither statimp nor pixel is given', () => {
    expect(
      pickCarbonAd({ ads: [entry({ statimp: undefined, pixel: undefined })] }, ENDPOINT, NOW)?.impressionUrls,
    ).toEqual([]);
  });
});

describe('helpers', () => {
  it('fills every placeholder, URL-encoded', () => {
    expect(TIMESTAMP_PLACEHOLDER).toBe('[timestamp]');
    expect(fillTimestamp('a?x=[timestamp]&y=[timestamp]', '1 2')).toBe('a?x=1%202&y=1%202');
    expect(fillTimestamp('a?none', '1')).toBe('a?none');
  });

  it('accepts only http(s) addresses', () => {
    expect(httpUrl('https://a.example.com/x', ENDPOINT)).toBe('https://a.example.com/x');
    expect(httpUrl('  //b.example.com/y ', ENDPOINT)).toBe('https://b.example.com/y');
    for (const value of ['javascript:void(0)', 'mailto:a@b.c', 'data:,x', '', '   ', 42, null, 'http://[bad']) {
      expect(httpUrl(value, ENDPOINT)).toBeNull();
    }
  });

  it('an entry is usable when it is a non-empty object with an http(s) statlink', () => {
    expect(isUsableEntry(entry(), ENDPOINT)).toBe(true);
    expect(isUsableEntry({}, ENDPOINT)).toBe(false);
    expect(isUsableEntry([], ENDPOINT)).toBe(false);
    expect(isUsableEntry({ statlink: 'javascript:x' }, ENDPOINT)).toBe(false);
  });
});
