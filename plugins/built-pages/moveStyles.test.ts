import { moveEmotionStylesToHead } from './moveStyles';

const STYLE_IN_BODY = /<body[\s\S]*<style/;

function headOf(html: string): string {
  return html.slice(html.indexOf('<head'), html.indexOf('</head>'));
}
function bodyOf(html: string): string {
  return html.slice(html.indexOf('<body'));
}

describe('moveEmotionStylesToHead', () => {
  it('moves every Emotion style from the body to the end of the head, in order', () => {
    const html = [
      '<!doctype html><html lang="en"><head><meta charset="UTF-8"><title>Page</title>',
      '<link rel="stylesheet" href="/a.css"></head>',
      '<body><div id="__docusaurus">',
      '<style data-emotion="mui 1a">.mui-1a{color:red}</style><button class="mui-1a">A</button>',
      '<main><style data-emotion="mui 2b 3c">.mui-2b{margin:0}.mui-3c{padding:0}</style><p class="mui-2b">B</p></main>',
      '<style data-emotion="mui 4d">.mui-4d{display:flex}</style><div class="mui-4d"></div>',
      '</div></body></html>',
    ].join('');
    const moved = moveEmotionStylesToHead(html);

    expect(headOf(moved)).toBe(
      '<head><meta charset="UTF-8"><title>Page</title><link rel="stylesheet" href="/a.css">' +
        '<style data-emotion="mui 1a">.mui-1a{color:red}</style>' +
        '<style data-emotion="mui 2b 3c">.mui-2b{margin:0}.mui-3c{padding:0}</style>' +
        '<style data-emotion="mui 4d">.mui-4d{display:flex}</style>',
    );
    expect(bodyOf(moved)).toBe(
      '<body><div id="__docusaurus"><button class="mui-1a">A</button><main><p class="mui-2b">B</p></main>' +
        '<div class="mui-4d"></div></div></body></html>',
    );
    expect(moved).not.toMatch(STYLE_IN_BODY);
  });

  it('handles minified HTML with unquoted attributes and no closing tags', () => {
    const html =
      '<html lang=en><head><title>x</title></head><body><div><style data-emotion="mui 1a">.mui-1a{color:red}</style><p>';
    expect(moveEmotionStylesToHead(html)).toBe(
      '<html lang=en><head><title>x</title><style data-emotion="mui 1a">.mui-1a{color:red}</style></head><body><div><p>',
    );
  });

  it('keeps the nonce of a style it moves', () => {
    const html = '<html><head></head><body><style data-emotion="mui x" nonce="abc">.x{}</style><p></p></body></html>';
    expect(moveEmotionStylesToHead(html)).toBe(
      '<html><head><style data-emotion="mui x" nonce="abc">.x{}</style></head><body><p></p></body></html>',
    );
  });

  it('moves styles whose CSS spans several lines', () => {
    const css = '.a{\n  color: red;\n}\n@media (min-width:600px){\n  .a{color:blue}\n}';
    const html = `<html><head></head><body><style data-emotion="mui a">${css}</style></body></html>`;
    expect(moveEmotionStylesToHead(html)).toBe(
      `<html><head><style data-emotion="mui a">${css}</style></head><body></body></html>`,
    );
  });

  it('keeps a "<" inside CSS content strings (the style ends only at </style>, as in an HTML parser)', () => {
    const css = '.a::before{content:"<"}.b::after{content:"a<b>c"}.c{--x:"<style>"}';
    const html = `<html><head></head><body><style data-emotion="mui a">${css}</style><p>after</p></body></html>`;
    const moved = moveEmotionStylesToHead(html);
    expect(headOf(moved)).toBe(`<head><style data-emotion="mui a">${css}</style>`);
    expect(bodyOf(moved)).toBe('<body><p>after</p></body></html>');
  });

  it('leaves HTML without styles in the body untouched (same string)', () => {
    const html = '<html><head><title>x</title></head><body><p>no styles</p></body></html>';
    expect(moveEmotionStylesToHead(html)).toBe(html);
  });

  it('keeps styles that are already in the head where they are, and appends the moved ones after them', () => {
    const html =
      '<html><head><style data-emotion="mui-global 0">body{margin:0}</style><title>x</title></head>' +
      '<body><style data-emotion="mui 1a">.mui-1a{}</style><p></p></body></html>';
    expect(moveEmotionStylesToHead(html)).toBe(
      '<html><head><style data-emotion="mui-global 0">body{margin:0}</style><title>x</title>' +
        '<style data-emotion="mui 1a">.mui-1a{}</style></head><body><p></p></body></html>',
    );
  });

  it('returns the same string when the only head styles are already there', () => {
    const html = '<html><head><style data-emotion="mui 1a">.mui-1a{}</style></head><body><p></p></body></html>';
    expect(moveEmotionStylesToHead(html)).toBe(html);
  });

  it('leaves other style elements in the body alone', () => {
    const html =
      '<html><head></head><body><style>.plain{}</style><style data-foo="x">.foo{}</style>' +
      '<style data-emotion="mui 1a">.mui-1a{}</style></body></html>';
    expect(moveEmotionStylesToHead(html)).toBe(
      '<html><head><style data-emotion="mui 1a">.mui-1a{}</style></head>' +
        '<body><style>.plain{}</style><style data-foo="x">.foo{}</style></body></html>',
    );
  });

  it('leaves documents without a head or a body untouched', () => {
    const fragment = '<div><style data-emotion="mui 1a">.mui-1a{}</style></div>';
    expect(moveEmotionStylesToHead(fragment)).toBe(fragment);
    const noBody = '<html><head></head><style data-emotion="mui 1a">.mui-1a{}</style></html>';
    expect(moveEmotionStylesToHead(noBody)).toBe(noBody);
    const noHeadEnd = '<html><head><title>x</title><body><style data-emotion="mui 1a">.mui-1a{}</style></body></html>';
    expect(moveEmotionStylesToHead(noHeadEnd)).toBe(noHeadEnd);
  });

  it('is idempotent', () => {
    const html =
      '<html><head></head><body><style data-emotion="mui 1a">.a{}</style><style data-emotion="mui 2b">.b{}</style></body></html>';
    const once = moveEmotionStylesToHead(html);
    expect(moveEmotionStylesToHead(once)).toBe(once);
  });
});

describe('moveEmotionStylesToHead with a compactor', () => {
  it("rewrites each moved style's CSS and nothing else", () => {
    const html =
      '<html><head><style>.keep{ color : red }</style></head><body><style data-emotion="mui 1a">.mui-1a{ color : red }</style><p class="x">a b</p></body></html>';
    const seen: string[] = [];
    const moved = moveEmotionStylesToHead(html, (css) => {
      seen.push(css);
      return css.replace(/ /g, '');
    });
    expect(seen).toEqual(['.mui-1a{ color : red }']);
    expect(moved).toBe(
      '<html><head><style>.keep{ color : red }</style><style data-emotion="mui 1a">.mui-1a{color:red}</style></head><body><p class="x">a b</p></body></html>',
    );
  });
});
