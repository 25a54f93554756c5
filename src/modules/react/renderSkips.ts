/**
 * Prop comparisons for React.memo on theme wrappers whose parents re-render them on every route
 * change or state update with props that are new objects but render the same.
 */

/** The props of a code block line that decide what it renders. */
export interface LineRenderProps {
  /** The line's tokens: prism-react-renderer keeps the same arrays while the block's code is unchanged. */
  readonly line: unknown;
  /** The Prism theme the token styles come from (it follows the colour mode). */
  readonly prismTheme: unknown;
  readonly showLineNumbers: boolean;
  /** Rebuilt on every render of the block, so compared by value. */
  readonly classNames: readonly string[] | undefined;
}

function sameNames(a: readonly string[] | undefined, b: readonly string[] | undefined): boolean {
  return (
    a === b ||
    (a !== undefined && b !== undefined && a.length === b.length && a.every((name, index) => name === b[index]))
  );
}

/**
 * Whether a code block line would render the same. The getLineProps/getTokenProps functions are new
 * on every render of the block but their output only depends on the Prism theme, compared instead.
 */
export function sameLine(previous: LineRenderProps, next: LineRenderProps): boolean {
  return (
    previous.line === next.line &&
    previous.prismTheme === next.prismTheme &&
    previous.showLineNumbers === next.showLineNumbers &&
    sameNames(previous.classNames, next.classNames)
  );
}

/** The props of a doc page route component: the page's content module and its route entry. */
export interface DocItemRenderProps {
  readonly content: unknown;
  readonly route?: unknown;
}

/**
 * Whether a doc page would render the same: it only reads its content (and route); the router
 * props beside them (location, match, history) are new objects on every route change.
 */
export function sameDocItem(previous: DocItemRenderProps, next: DocItemRenderProps): boolean {
  return previous.content === next.content && previous.route === next.route;
}
