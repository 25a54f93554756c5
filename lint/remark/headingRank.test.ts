import { headingRank } from './headingRank';

describe('headingRank', () => {
  it('reads the depth of a Markdown heading', () => {
    expect(headingRank({ type: 'heading', depth: 1 })).toBe(1);
    expect(headingRank({ type: 'heading', depth: 3 })).toBe(3);
  });

  it('reads HTML and MDX JSX headings', () => {
    expect(headingRank({ type: 'html', value: '<h1>Title</h1>' })).toBe(1);
    expect(headingRank({ type: 'html', value: '<H2 id="x">Title</H2>' })).toBe(2);
    expect(headingRank({ type: 'mdxJsxFlowElement', name: 'h1' })).toBe(1);
    expect(headingRank({ type: 'mdxJsxTextElement', name: 'h4' })).toBe(4);
  });

  it('is undefined for everything else', () => {
    expect(headingRank({ type: 'paragraph' })).toBeUndefined();
    expect(headingRank({ type: 'html', value: '<header>x</header>' })).toBeUndefined();
    expect(headingRank({ type: 'html', value: '<hr />' })).toBeUndefined();
    expect(headingRank({ type: 'mdxJsxFlowElement', name: 'Heading' })).toBeUndefined();
    expect(headingRank({ type: 'mdxJsxFlowElement', name: null })).toBeUndefined();
    expect(headingRank({ type: 'code', value: '# not a heading' })).toBeUndefined();
  });
});
