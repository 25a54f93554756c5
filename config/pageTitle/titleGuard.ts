/**
 * Keeps the tab from ever reading the bare site title on a page that has its own (issue 23, A1).
 *
 * Docusaurus writes `<title>` through its head manager (react-helmet-async), which commits the titles
 * of whatever head elements are mounted at the next animation frame. While React hydrates in slices or
 * swaps pages, such a frame can come when only the site-wide defaults are mounted, and the defaults'
 * title is the bare site title ("MUI X Docs"). This guard, installed by an inline `<head>` script before
 * any other script, watches the title: when it becomes the bare site title, it puts the last page title
 * back in the same microtask checkpoint, before the browser paints. The page's own title, set next,
 * goes through. No page of the portal has the bare site title as its title (the 404 page has its own).
 *
 * Returns how to stop it (tests). Its source is serialized into the page (`titleGuardScript.ts`): self-contained, ES5-safe syntax.
 */
export function guardTitle(win: Window & typeof globalThis, bareTitle: string): () => void {
  const doc = win.document;
  let last = doc.title && doc.title !== bareTitle ? doc.title : '';
  const check = (): void => {
    const title = doc.title;
    if (title === bareTitle) {
      if (last) doc.title = last;
    } else if (title) {
      last = title;
    }
  };
  const observer = new win.MutationObserver(check);
  observer.observe(doc.documentElement, { childList: true, subtree: true, characterData: true });
  check();
  return () => observer.disconnect();
}
