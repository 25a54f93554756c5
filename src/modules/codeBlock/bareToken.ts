/** What decides whether a Prism token needs an element of its own. */
export interface TokenLook {
  readonly types: readonly string[];
}

export interface TokenOutput {
  readonly style?: object;
  readonly className?: string;
}

/**
 * Whether a token can be written as bare text in its line: a `plain` token with no style of its own,
 * whose colour is the line's anyway. About a third of a code block's token spans are such runs of
 * spaces and names (the Data Grid page: 144 of its 418), and a mode switch restyles every element of a
 * page (bench/README.md). A token with a style (a colour, an empty line's `inline-block`) keeps its span.
 */
export function isBareToken(token: TokenLook, output: TokenOutput): boolean {
  const ownStyle = output.style !== undefined && Object.keys(output.style).length > 0;
  return !ownStyle && token.types.length === 1 && token.types[0] === 'plain';
}
