import { DOCS_VERSIONS } from '../../data/products';
import { isExternalVersion, versionHref } from './versionLinks';

describe('versionHref', () => {
  const [current, v6, , v4] = DOCS_VERSIONS;
  it('keeps internal links untouched in every language', () => {
    expect(versionHref(current, 'en')).toBe('/x/introduction');
    expect(versionHref(current, 'zh')).toBe('/x/introduction');
  });
  it('keeps external links as they are in English', () => {
    expect(versionHref(v6, 'en')).toBe('https://v6.mui.com/x/introduction/');
  });
  it('adds the language prefix to external archives', () => {
    expect(versionHref(v6, 'zh')).toBe('https://v6.mui.com/zh/x/introduction/');
    expect(versionHref(v4, 'zh')).toBe('https://v4.mui.com/zh/');
  });
  it('tells external versions apart', () => {
    expect(isExternalVersion(current)).toBe(false);
    expect(isExternalVersion(v6)).toBe(true);
  });
});
