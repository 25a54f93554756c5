import { entryProblems, pagefindLanguage } from './entry';

describe('entryProblems', () => {
  it('accepts one language, the locale’s, with pages', () => {
    expect(entryProblems({ languages: { 'zh-cn': { page_count: 410 } } }, 'zh-CN', 410)).toEqual([]);
    expect(entryProblems({ languages: { en: { page_count: 3 } } }, 'en', 417)).toEqual([]);
  });

  it('names an empty output folder', () => {
    expect(entryProblems({ languages: {} }, 'en', 0)).toEqual([
      expect.stringContaining('no built HTML page was found'),
    ]);
  });

  it('names pages where nothing was indexed', () => {
    expect(entryProblems({ languages: {} }, 'en', 417)).toEqual([expect.stringContaining('0 of 417 pages')]);
    expect(entryProblems({ languages: { en: { page_count: 0 } } }, 'en', 5)).toEqual([
      expect.stringContaining('no searchable text'),
    ]);
  });

  it('names a build where no page marks its body (Pagefind would index whole pages)', () => {
    expect(entryProblems({ languages: { en: { page_count: 408 } } }, 'en', 417, 0)).toEqual([
      expect.stringContaining('none of the 417 pages carries data-pagefind-body'),
    ]);
  });

  it('names pages filed under another language', () => {
    expect(entryProblems({ languages: { en: { page_count: 1 }, 'zh-cn': { page_count: 9 } } }, 'zh-CN', 10)).toEqual([
      expect.stringContaining('"en" instead of "zh-cn"'),
    ]);
  });
});

describe('pagefindLanguage', () => {
  it('is the lower-cased <html lang>', () => {
    expect(pagefindLanguage('zh-CN')).toBe('zh-cn');
    expect(pagefindLanguage('en')).toBe('en');
  });
});
