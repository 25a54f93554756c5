import { markdownPathOf } from './markdownPath';

describe('markdownPathOf', () => {
  it('adds .md to the page path', () => {
    expect(markdownPathOf('/x/introduction/licensing')).toBe('/x/introduction/licensing.md');
    expect(markdownPathOf('/zh/components/cards')).toBe('/zh/components/cards.md');
  });

  it('drops a trailing slash, a hash and a query', () => {
    expect(markdownPathOf('/x/introduction/')).toBe('/x/introduction.md');
    expect(markdownPathOf('/x/introduction/licensing#pro-plan')).toBe('/x/introduction/licensing.md');
    expect(markdownPathOf('/x/introduction/licensing?tab=1')).toBe('/x/introduction/licensing.md');
  });

  it('names the root page index.md', () => {
    expect(markdownPathOf('/')).toBe('/index.md');
  });
});
