import type { ProductCategory, ProductId } from '@site/src/data/products';
import { parsePathname, stripHash, stripTrailingSlash } from '@site/src/modules/url/pathname';
import { productIdOfPathname } from '@site/src/modules/products/productOfPathname';

/** The parameters of a `page_view` event. */
export interface PageViewFields {
  readonly page_title: string;
  /** The canonical path: no language prefix, hash, query or trailing slash (`/zh/x/a/` -> `/x/a`). */
  readonly page_location: string;
  readonly product_id: ProductId;
  readonly product_category: ProductCategory;
}

export function pageViewFields(pathname: string, title: string): PageViewFields {
  const parsed = parsePathname(pathname);
  return {
    page_title: title,
    page_location: parsed.canonicalAs,
    product_id: productIdOfPathname(parsed.canonicalPathname),
    product_category: parsed.productCategory,
  };
}

/** What identifies a page for page views: its path as shown, without hash, query or trailing slash. */
export function pageKey(pathname: string): string {
  return stripTrailingSlash(stripHash(pathname || '/'));
}

/** Longest wait for a new title when the page after a navigation still shows the previous one. */
export const TITLE_WAIT_MS = 1000;

export interface TitleWaitEnvironment {
  readonly document: Document;
  requestAnimationFrame(callback: () => void): number;
  cancelAnimationFrame(handle: number): void;
  setTimeout(callback: () => void, ms: number): number;
  clearTimeout(handle: number): void;
  readonly MutationObserver?: typeof MutationObserver;
}

/**
 * Calls `onTitle(document.title)` once the page's title belongs to the page just shown. Docusaurus's
 * head manager writes the new title in an animation frame after the route renders, so this first
 * waits for the next frame and the task after it. If the title is still `previousTitle` by then, it
 * watches <head> until the title changes, for at most TITLE_WAIT_MS (two pages may share a title).
 * `previousTitle` null (the first page of a visit, whose title came with the HTML) skips the watch.
 * Returns a function that cancels the wait.
 */
export function afterTitleSettles(
  previousTitle: string | null,
  onTitle: (title: string) => void,
  env: TitleWaitEnvironment,
): () => void {
  let done = false;
  let frame: number | null = null;
  let tick: number | null = null;
  let deadline: number | null = null;
  let observer: MutationObserver | null = null;

  const stop = () => {
    done = true;
    if (frame !== null) env.cancelAnimationFrame(frame);
    if (tick !== null) env.clearTimeout(tick);
    if (deadline !== null) env.clearTimeout(deadline);
    observer?.disconnect();
  };
  const finish = () => {
    if (done) return;
    stop();
    onTitle(env.document.title);
  };
  const check = () => {
    tick = null;
    if (done) return;
    if (previousTitle === null || env.document.title !== previousTitle || !env.MutationObserver) {
      finish();
      return;
    }
    observer = new env.MutationObserver(() => {
      if (env.document.title !== previousTitle) finish();
    });
    observer.observe(env.document.head, { childList: true, subtree: true, characterData: true });
    deadline = env.setTimeout(finish, TITLE_WAIT_MS);
  };

  frame = env.requestAnimationFrame(() => {
    frame = null;
    if (!done) tick = env.setTimeout(check, 0);
  });
  return stop;
}

/** The title wait's environment in a browser: the window's own frame, timer and observer functions. */
export function browserTitleWaitEnvironment(): TitleWaitEnvironment {
  return {
    document,
    requestAnimationFrame: (callback) => window.requestAnimationFrame(callback),
    cancelAnimationFrame: (handle) => window.cancelAnimationFrame(handle),
    setTimeout: (callback, ms) => window.setTimeout(callback, ms),
    clearTimeout: (handle) => window.clearTimeout(handle),
    MutationObserver: window.MutationObserver,
  };
}
