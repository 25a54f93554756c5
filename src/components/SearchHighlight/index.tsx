import React, { useEffect, useRef, useState } from 'react';
import { useHistory, useLocation } from '@docusaurus/router';
import { translate } from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import { highlightPage, highlightTerms, searchWithoutHighlight } from '@site/src/modules/search/highlight';
import styles from './styles.module.css';

/**
 * On a page opened from a search result (`?pagefind-highlight=`), Pagefind's highlighter marks the
 * query's terms once the page is rendered, and a button clears them (and the terms from the URL).
 * The button is a native one in the look of MUI's small contained Button (styles.module.css), in the
 * page's own bundle: a lazily loaded chunk would be missing offline when the reader opens a result
 * with the network cut (the service worker caches only scripts a page has fetched), and its failed
 * import would take the page down.
 */
export default function SearchHighlight(): React.JSX.Element | null {
  const baseUrl = useBaseUrl('/');
  const location = useLocation();
  const history = useHistory();
  const [shown, setShown] = useState(false);
  const clear = useRef<(() => void) | null>(null);
  const terms = highlightTerms(location.search).join(' ');

  useEffect(() => {
    if (!terms) return undefined;
    let cancelled = false;
    const frame = requestAnimationFrame(() => {
      highlightPage(baseUrl).then(
        (clearMarks) => {
          if (cancelled) {
            clearMarks();
            return;
          }
          clear.current = clearMarks;
          setShown(true);
        },
        () => undefined,
      );
    });
    return () => {
      cancelled = true;
      cancelAnimationFrame(frame);
      clear.current?.();
      clear.current = null;
      setShown(false);
    };
  }, [terms, location.pathname, baseUrl]);

  if (!shown) return null;
  return (
    <div className={styles.bar}>
      <button
        type="button"
        className={styles.clear}
        onClick={() => {
          clear.current?.();
          clear.current = null;
          setShown(false);
          history.replace({ ...location, search: searchWithoutHighlight(location.search) });
        }}
      >
        {translate({
          id: 'search.highlight.clear',
          message: 'Clear search highlight',
          description: 'Button on a page opened from a search result: removes the marks on the query’s words',
        })}
      </button>
    </div>
  );
}
