import { sameDocItem, sameLine, type LineRenderProps } from './renderSkips';

describe('sameLine', () => {
  const tokens = [{ types: ['plain'], content: 'const a = 1;' }];
  const theme = { plain: {}, styles: [] };
  const base: LineRenderProps = {
    line: tokens,
    prismTheme: theme,
    showLineNumbers: false,
    classNames: ['highlighted'],
  };

  it('skips a line whose tokens, theme, numbering and class names are unchanged (class name arrays rebuilt)', () => {
    expect(sameLine(base, { ...base, classNames: ['highlighted'] })).toBe(true);
    expect(sameLine({ ...base, classNames: undefined }, { ...base, classNames: undefined })).toBe(true);
  });

  it('renders a line again when its tokens, the Prism theme, numbering or class names change', () => {
    expect(sameLine(base, { ...base, line: [...tokens] })).toBe(false);
    expect(sameLine(base, { ...base, prismTheme: { plain: {}, styles: [] } })).toBe(false);
    expect(sameLine(base, { ...base, showLineNumbers: true })).toBe(false);
    expect(sameLine(base, { ...base, classNames: ['added'] })).toBe(false);
    expect(sameLine(base, { ...base, classNames: ['highlighted', 'added'] })).toBe(false);
    expect(sameLine(base, { ...base, classNames: undefined })).toBe(false);
  });
});

describe('sameDocItem', () => {
  const content = () => null;
  const route = { path: '/getting-started/usage' };

  it('skips a page whose content and route are the same, whatever the router props', () => {
    const previous = { content, route, location: { pathname: '/getting-started/usage' } };
    const next = { content, route, location: { pathname: '/getting-started/installation' } };
    expect(sameDocItem(previous, next)).toBe(true);
  });

  it('renders a page again when its content or route changes', () => {
    expect(sameDocItem({ content, route }, { content: () => null, route })).toBe(false);
    expect(sameDocItem({ content, route }, { content, route: { path: '/getting-started/usage' } })).toBe(false);
  });
});
