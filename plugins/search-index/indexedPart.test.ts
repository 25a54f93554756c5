import { finishedPage } from '../built-pages';
import { elementEnd, indexedPart, withoutStyleElements, withoutUnreadAttributes } from './indexedPart';

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

  it('takes the build’s search bundle tag out of the head, cut or whole (kept bundles compare pages without it)', () => {
    const tagged = PAGE.replace(
      '<meta charset="UTF-8">',
      '<meta charset="UTF-8"><meta name="portal-search-bundle" content="3f2a91c0">',
    );
    expect(indexedPart(tagged)).toBe(indexedPart(PAGE));
    const whole = PAGE.replace('data-pagefind-body=""', 'data-other=""');
    expect(
      indexedPart(whole.replace('</title>', '</title><meta name="portal-search-bundle" content="3f2a91c0"/>')),
    ).toBe(whole);
  });

  it('is the same part before the built-pages pass moved Emotion styles out of the region and after', () => {
    const rendered = PAGE.replace(
      '<h1>表格</h1>',
      '<style data-emotion="mui 2b">.b{margin:0 auto}</style><h1>表格</h1><style data-emotion="mui 3c">.c>p{color:blue}</style>',
    );
    const finished = finishedPage(rendered, (css) => css);
    expect(finished).not.toBe(rendered);
    expect(indexedPart(rendered)).toBe(indexedPart(finished));
    expect(indexedPart(rendered)).toBe(indexedPart(PAGE));
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

  it('cuts past ignore marks on elements that end before the indexed region (the sidebar chips)', () => {
    const withChips = PAGE.replace(
      '<a href="/x">Sidebar link</a>',
      '<a href="/x">Sidebar link<span class="tags" data-pagefind-ignore="all"><span class="chip">New</span></span></a>' +
        '<img src="/a.svg" alt="" data-pagefind-ignore>',
    );
    expect(indexedPart(withChips)).toBe(indexedPart(PAGE));
  });

  it('gives the page whole when an ignore mark sits on an element around the indexed region', () => {
    const aroundRegion = PAGE.replace('<main>', '<main data-pagefind-ignore="all">');
    expect(indexedPart(aroundRegion)).toBe(aroundRegion);
    // A closed element of the same name before it does not end the one around the region.
    const nested = PAGE.replace(
      '<main>',
      '<div data-pagefind-ignore><div><span>Menu</span></div><span data-pagefind-ignore>New</span><main>',
    ).replace('</main>', '</main></div>');
    expect(indexedPart(nested)).toBe(nested);
  });

  it('gives the page whole when a closed element before the region holds another Pagefind attribute', () => {
    const filterInChip = PAGE.replace(
      '<a href="/x">Sidebar link</a>',
      '<span data-pagefind-ignore="all"><span data-pagefind-filter="tag:new">New</span></span>',
    );
    expect(indexedPart(filterInChip)).toBe(filterInChip);
  });

  it('gives anything that is not a whole page back as it is', () => {
    expect(indexedPart('<div data-pagefind-body>Text</div>')).toBe('<div data-pagefind-body>Text</div>');
    expect(indexedPart('')).toBe('');
  });
});

describe('elementEnd', () => {
  it('finds the end tag of an element, counting nested elements of its name', () => {
    const html = '<div a="1"><div>x</div><span>y</span></div><p>after</p>';
    expect(html.slice(0, elementEnd(html, 0))).toBe('<div a="1"><div>x</div><span>y</span></div>');
  });

  it('ends void and self-closed elements at their tag', () => {
    expect(elementEnd('<img src="a"><p>x</p>', 0)).toBe('<img src="a">'.length);
    expect(elementEnd('<path d="M0"/><p>x</p>', 0)).toBe('<path d="M0"/>'.length);
  });

  it('does not take a longer name for the element’s own, and answers -1 for an element left open', () => {
    expect(elementEnd('<span><spanner>x</spanner></span>', 0)).toBe('<span><spanner>x</spanner></span>'.length);
    expect(elementEnd('<main><p>x</p>', 0)).toBe(-1);
    expect(elementEnd('text', 0)).toBe(-1);
  });
});

describe('withoutStyleElements', () => {
  it('drops style elements with their CSS and leaves the rest', () => {
    expect(withoutStyleElements('<p>a</p><style data-emotion="x">.a>b{}</style><p>b<style>.c{}</style></p>')).toBe(
      '<p>a</p><p>b</p>',
    );
  });
});

describe('withoutUnreadAttributes', () => {
  it('drops presentation, ARIA and SVG attributes and keeps what Pagefind reads', () => {
    const region =
      '<div data-pagefind-body="" class="a b" style="color:red"><h2 id="props" class="h">Props' +
      '<a class="anchor" href="#props" aria-label="Link to Props" title="Direct link">#</a></h2>' +
      '<svg viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="M0 0h24"/></svg>' +
      '<img src="/a.png" alt="Grid" width="10" height="10" loading="lazy" decoding="async">' +
      '<table><tr><th scope="col" colspan="2">Name</th></tr></table>' +
      '<meta data-pagefind-meta="image[content]" content="/b.png"></div>';
    expect(withoutUnreadAttributes(region)).toBe(
      '<div data-pagefind-body=""><h2 id="props">Props' +
        '<a href="#props" title="Direct link">#</a></h2>' +
        '<svg><path/></svg>' +
        '<img src="/a.png" alt="Grid">' +
        '<table><tr><th>Name</th></tr></table>' +
        '<meta data-pagefind-meta="image[content]" content="/b.png"></div>',
    );
  });

  it('leaves text alone, where React writes quotes as entities', () => {
    const region = '<code>&lt;div class=&quot;x&quot; style=&quot;y&quot;&gt;</code><p>data-class="kept"</p>';
    expect(withoutUnreadAttributes(region)).toBe(region);
  });
});
