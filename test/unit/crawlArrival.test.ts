import { afterVisit, arrivalFor, canonicalNames, FULL_LOAD_EVERY, localeOf, NEW_TAB } from '../support/crawlArrival';

describe('crawl arrival', () => {
  it('loads every page in full in a loading pass', () => {
    const tab = afterVisit(NEW_TAB, '/x/introduction', true);
    expect(arrivalFor('load', tab, '/x/introduction/licensing')).toBe('load');
  });

  it('navigates client-side after the first page, loading one page in FULL_LOAD_EVERY in full', () => {
    let tab = NEW_TAB;
    const arrivals: string[] = [];
    for (let index = 0; index < 2 * FULL_LOAD_EVERY; index += 1) {
      const path = `/x/page-${index}`;
      arrivals.push(arrivalFor('client', tab, path));
      tab = afterVisit(tab, path, true);
    }
    expect(arrivals.filter((arrival) => arrival === 'load')).toHaveLength(2);
    expect(arrivals[0]).toBe('load');
    expect(arrivals[FULL_LOAD_EVERY]).toBe('load');
    expect(arrivals[1]).toBe('client');
  });

  it('loads in full when the locale changes, and after a failed visit', () => {
    const english = afterVisit(afterVisit(NEW_TAB, '/x/a', true), '/x/b', true);
    expect(arrivalFor('client', english, '/x/c')).toBe('client');
    expect(arrivalFor('client', english, '/zh/x/c')).toBe('load');
    expect(arrivalFor('client', afterVisit(english, '/x/c', false), '/x/d')).toBe('load');
  });

  it('tells the Chinese pages by their prefix', () => {
    expect(localeOf('/zh')).toBe('/zh');
    expect(localeOf('/zh/x/introduction')).toBe('/zh');
    expect(localeOf('/zhongwen')).toBe('');
    expect(localeOf('/')).toBe('');
  });

  it('matches a canonical URL to the path, trailing slashes and encoding aside', () => {
    expect(canonicalNames('https://docs.example.com/x/introduction', '/x/introduction')).toBe(true);
    expect(canonicalNames('https://docs.example.com/zh/', '/zh')).toBe(true);
    expect(canonicalNames('https://docs.example.com/', '/')).toBe(true);
    expect(canonicalNames('https://docs.example.com/x/introduction', '/x/introduction/licensing')).toBe(false);
    expect(canonicalNames(null, '/')).toBe(false);
    expect(canonicalNames('http://[bad', '/')).toBe(false);
  });
});
