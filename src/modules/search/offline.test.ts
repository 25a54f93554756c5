import { offlineUrls } from './offline';

describe('offlineUrls', () => {
  it('turns the bundle’s list into absolute URLs', () => {
    expect(
      offlineUrls({ files: ['pagefind.js', 'index/zh-cn_1.pf_index'] }, '/zh/pagefind/', 'https://d.test'),
    ).toEqual(['https://d.test/zh/pagefind/pagefind.js', 'https://d.test/zh/pagefind/index/zh-cn_1.pf_index']);
  });

  it('is empty for a malformed list', () => {
    expect(offlineUrls(null, '/pagefind/', 'https://d.test')).toEqual([]);
    expect(offlineUrls({ files: 'x' }, '/pagefind/', 'https://d.test')).toEqual([]);
    expect(offlineUrls({ files: [1, 'a.js'] }, '/pagefind/', 'https://d.test')).toEqual([
      'https://d.test/pagefind/a.js',
    ]);
  });
});
