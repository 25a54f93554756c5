import { renderToStaticMarkup } from 'react-dom/server';
import { Highlight, themes, type RenderProps } from 'prism-react-renderer';
import { isBareToken } from './bareToken';

interface Found {
  readonly token: RenderProps['tokens'][number][number];
  readonly output: ReturnType<RenderProps['getTokenProps']>;
}

/** The tokens and token props prism-react-renderer gives for `code` in `language`. */
function tokensOf(code: string, language: string): Found[] {
  const found: Found[] = [];
  renderToStaticMarkup(
    <Highlight code={code} language={language} theme={themes.github}>
      {({ tokens, getTokenProps }) => {
        for (const line of tokens) for (const token of line) found.push({ token, output: getTokenProps({ token }) });
        return <pre />;
      }}
    </Highlight>,
  );
  return found;
}

describe('isBareToken', () => {
  it('takes a plain token without a style of its own', () => {
    expect(isBareToken({ types: ['plain'] }, { className: 'token plain' })).toBe(true);
    expect(isBareToken({ types: ['plain'] }, { className: 'token plain', style: {} })).toBe(true);
  });

  it('keeps a span for a token with a type of its own, or a style', () => {
    expect(isBareToken({ types: ['keyword'] }, { className: 'token keyword' })).toBe(false);
    expect(isBareToken({ types: ['plain', 'keyword'] }, { className: 'token plain keyword' })).toBe(false);
    expect(isBareToken({ types: ['plain'] }, { className: 'token plain', style: { display: 'inline-block' } })).toBe(
      false,
    );
    expect(isBareToken({ types: ['plain'] }, { className: 'token plain', style: { color: 'red' } })).toBe(false);
  });

  it('on real Prism output: the spaces between keywords are bare, the keywords and an empty line are not', () => {
    const tokens = tokensOf('const a = 1;\n\nexport default a;', 'tsx');
    const bare = tokens.filter(({ token, output }) => isBareToken(token, output)).map(({ token }) => token.content);
    expect(bare).toContain(' ');
    expect(bare).not.toContain('const');
    expect(bare).not.toContain('export');
    const empty = tokens.find(({ token }) => token.empty);
    expect(empty && isBareToken(empty.token, empty.output)).toBe(false);
  });
});
