import { withoutNulBytes } from './nulBytes';

describe('withoutNulBytes', () => {
  it('drops the NUL bytes React left before a character, in text and in attributes', () => {
    const page = '<a aria-label="\u0000\u0000复制代码" title="x">\u0000\u200b</a><button>\u0000٩</button>';
    expect(withoutNulBytes(page)).toBe('<a aria-label="复制代码" title="x">\u200b</a><button>٩</button>');
  });

  it('gives a page without any back as it is', () => {
    const page = '<p>Plain 文字</p>';
    expect(withoutNulBytes(page)).toBe(page);
  });
});
