import React, { useEffect, useRef } from 'react';
import SearchBar from '@theme-original/SearchBar';
import type SearchBarType from '@theme/SearchBar';
import type { WrapperProps } from '@docusaurus/types';
import { translate } from '@docusaurus/Translate';
import { repairSearchBar } from '@site/src/modules/search/searchBarA11y';
import styles from './styles.module.css';

type Props = WrapperProps<typeof SearchBarType>;

/**
 * The local search box, with the accessibility repairs of searchBarA11y applied to the DOM its
 * widget builds (again after every change the widget makes).
 */
export default function SearchBarWrapper(props: Props): React.JSX.Element {
  const root = useRef<HTMLDivElement>(null);
  const input = translate({
    id: 'search.input.label',
    message: 'Search the documentation',
    description: 'Search box in the navbar: accessible name of the input',
  });
  const clear = translate({
    id: 'search.clear.label',
    message: 'Clear the search',
    description: 'Search box in the navbar: the button that clears the query',
  });
  useEffect(() => {
    const element = root.current;
    if (!element) return undefined;
    const repair = (): void => repairSearchBar(element, { input, clear });
    repair();
    const observer = new MutationObserver(repair);
    observer.observe(element, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['aria-owns', 'aria-label', 'role'],
    });
    return () => observer.disconnect();
  }, [input, clear]);
  return (
    <div ref={root} className={styles.contents}>
      <SearchBar {...props} />
    </div>
  );
}
