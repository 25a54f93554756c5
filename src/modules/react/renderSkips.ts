/**
 * Prop comparisons for React.memo on theme wrappers whose parents re-render them on every route
 * change or state update with props that are new objects but render the same.
 */
import type { PropSidebarItem } from '@docusaurus/plugin-content-docs';

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

/**
 * When a sidebar item renders again. A client navigation changes the sidebar's active path,
 * and Docusaurus hands the new path to every item, so every link of a long sidebar (the Material UI
 * components list: some hundred links) rendered again on each click, each with a new prefetch
 * observer for its link, although only the items on the old and the new page's branch change.
 *
 * An item's output depends on the active path only through whether it, or an item inside it, is the
 * active page (`isActiveSidebarItem`: the link's highlight and `aria-current`, a category's highlight
 * and its opening when it becomes active, the unlisted items shown only while active). So an item
 * that is on neither the old nor the new active branch, with every other prop the same, renders the
 * same and is skipped.
 */

export interface SidebarItemRenderProps {
  readonly item: PropSidebarItem;
  readonly activePath: string;
  readonly [prop: string]: unknown;
}

/** `isActiveSidebarItem` of @docusaurus/plugin-content-docs/client, passed in to keep this module pure. */
export type IsActiveItem = (item: PropSidebarItem, activePath: string) => boolean;

/** React.memo's comparison for a sidebar item: true when rendering it again would change nothing. */
export function sameSidebarItem(
  previous: SidebarItemRenderProps,
  next: SidebarItemRenderProps,
  isActiveItem: IsActiveItem,
): boolean {
  const keys = new Set([...Object.keys(previous), ...Object.keys(next)]);
  for (const key of keys) {
    if (key !== 'activePath' && !Object.is(previous[key], next[key])) return false;
  }
  if (previous.activePath === next.activePath) return true;
  return !isActiveItem(next.item, previous.activePath) && !isActiveItem(next.item, next.activePath);
}
