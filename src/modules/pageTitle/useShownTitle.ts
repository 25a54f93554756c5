import { useEffect, useState } from 'react';

/**
 * The title the tab shows now, kept up to date: null in the server render (no document), then the
 * document's title from the first client render on (during hydration, the page title that came
 * with the HTML).
 *
 * Why (issue 23): the head manager (react-helmet-async) writes the title of whatever head elements
 * are mounted at the next animation frame. While React hydrates (in slices, yielding to the browser)
 * or swaps pages, a frame can come when the site-wide defaults (`<title>MUI X Docs</title>`, mounted
 * first) are there and the page's title not yet, and the tab reads the bare site title for a moment.
 * Held in a head element mounted after the defaults and before the page (`src/theme/SiteMetadata`),
 * this title fills those moments with the one already shown; the page's own title, mounted later,
 * always wins.
 */
export function useShownTitle(): string | null {
  const [title, setTitle] = useState<string | null>(() =>
    typeof document === 'undefined' ? null : document.title || null,
  );
  useEffect(() => {
    const update = (): void => {
      if (document.title) setTitle(document.title);
    };
    const observer = new MutationObserver(update);
    observer.observe(document.head, { childList: true, subtree: true, characterData: true });
    update();
    return () => observer.disconnect();
  }, []);
  return title;
}
