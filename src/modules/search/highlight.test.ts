import { HIGHLIGHT_CLASS, highlightPage, highlightTerms, searchWithoutHighlight } from './highlight';

describe('highlightTerms', () => {
  it('reads every term of the parameter, skipping empty ones', () => {
    expect(highlightTerms('?pagefind-highlight=license&pagefind-highlight=key&x=1')).toEqual(['license', 'key']);
    expect(highlightTerms('?pagefind-highlight=%E5%AE%89%E8%A3%85')).toEqual(['安装']);
    expect(highlightTerms('?pagefind-highlight=')).toEqual([]);
    expect(highlightTerms('')).toEqual([]);
  });
});

describe('searchWithoutHighlight', () => {
  it('drops the terms and keeps the rest', () => {
    expect(searchWithoutHighlight('?pagefind-highlight=a&pagefind-highlight=b')).toBe('');
    expect(searchWithoutHighlight('?q=1&pagefind-highlight=a')).toBe('?q=1');
  });
});

describe('highlightPage', () => {
  it('runs Pagefind’s highlighter of the locale with the portal’s class, and clears through it', async () => {
    const unmark = jest.fn();
    const constructed: Array<Record<string, unknown>> = [];
    class FakeHighlight {
      constructor(options: Record<string, unknown>) {
        constructed.push(options);
      }
      createMarkInstance() {
        return { unmark };
      }
    }
    const importer = jest.fn(async () => ({ default: FakeHighlight }));
    const clear = await highlightPage('/zh/', importer);
    expect(importer).toHaveBeenCalledWith('/zh/pagefind/pagefind-highlight.js');
    expect(constructed[0]).toMatchObject({ highlightParam: 'pagefind-highlight', addStyles: false });
    clear();
    expect(unmark).toHaveBeenCalledWith({ className: HIGHLIGHT_CLASS });
  });
});
