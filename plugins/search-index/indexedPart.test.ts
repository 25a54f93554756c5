import { indexedPart } from './indexedPart';

const PAGE = [
  '<!DOCTYPE html>\n<html lang="zh-CN" dir="ltr" class="docs">',
  '<head><meta charset="UTF-8"><title data-rh="true">表格 | MUI X</title><meta name="description" content="About">',
  '<style data-emotion="mui 1a">.a{color:red}</style><script>window.x=1</script><link rel="stylesheet" href="/a.css"></head>',
  '<body class="navigation-with-keyboard"><nav><a href="/x">Sidebar link</a></nav>',
  '<main><div data-pagefind-body="" data-pagefind-filter="area:x"><h1>表格</h1><p>Text</p></div></main>',
  '<footer>Footer</footer></body>\n</html>',
].join('');

describe('indexedPart', () => {
  it("keeps the html element, the head's title and metas, and the body from the indexed region on", () => {
    expect(indexedPart(PAGE)).toBe(
      [
        '<!DOCTYPE html>\n<html lang="zh-CN" dir="ltr" class="docs">',
        '<head><title data-rh="true">表格 | MUI X</title><meta charset="UTF-8"><meta name="description" content="About"></head>',
        '<body class="navigation-with-keyboard">',
        '<div data-pagefind-body="" data-pagefind-filter="area:x"><h1>表格</h1><p>Text</p></div></main>',
        '<footer>Footer</footer></body>\n</html>',
      ].join(''),
    );
  });

  it('gives a page without the body mark whole', () => {
    const page = PAGE.replace('data-pagefind-body=""', 'data-other=""');
    expect(indexedPart(page)).toBe(page);
  });

  it('gives the page whole when a Pagefind attribute sits in what would be cut', () => {
    const inNavbar = PAGE.replace('<nav>', '<nav data-pagefind-meta="section:Grid">');
    expect(indexedPart(inNavbar)).toBe(inNavbar);
    const inHead = PAGE.replace(
      '<meta charset="UTF-8">',
      '<meta charset="UTF-8" data-pagefind-default-meta="image[content]">',
    );
    expect(indexedPart(inHead)).toBe(inHead);
  });

  it('gives anything that is not a whole page back as it is', () => {
    expect(indexedPart('<div data-pagefind-body>Text</div>')).toBe('<div data-pagefind-body>Text</div>');
    expect(indexedPart('')).toBe('');
  });
});
