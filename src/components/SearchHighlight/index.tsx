import React, { Suspense, lazy, useEffect, useRef, useState } from 'react';
import { useHistory, useLocation } from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import { highlightPage, highlightTerms, searchWithoutHighlight } from '@site/src/modules/search/highlight';
import styles from './styles.module.css';

// Only pages opened from a search result show the button: its MUI Button stays out of every page's first load.
const ClearHighlightButton = lazy(() => import('./ClearHighlightButton'));

/**
 * On a page opened from a search result (`?pagefind-highlight=`), Pagefind's highlighter marks the
 * query's terms once the page is rendered, and a button clears them (and the terms from the URL).
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
      <Suspense fallback={null}>
        <ClearHighlightButton
          onClick={() => {
            clear.current?.();
            clear.current = null;
            setShown(false);
            history.replace({ ...location, search: searchWithoutHighlight(location.search) });
          }}
        />
      </Suspense>
    </div>
  );
}
