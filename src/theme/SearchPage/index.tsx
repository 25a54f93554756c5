import React from 'react';
import SearchPage from '@theme-original/SearchPage';
import type SearchPageType from '@theme/SearchPage';
import type { WrapperProps } from '@docusaurus/types';
import Translate from '@docusaurus/Translate';
import styles from './styles.module.css';

type Props = WrapperProps<typeof SearchPageType>;

/** The element id the plugin gives the area menu of its search page (it renders it without a label). */
export const SEARCH_AREA_SELECT_ID = 'context-selector';

/**
 * The search page of the local search, plus the label its area menu (everywhere / MUI X) lacks: a
 * `<label for>` works from anywhere in the document, so it is rendered beside the page, out of sight.
 */
export default function SearchPageWrapper(props: Props): React.JSX.Element {
  return (
    <>
      <SearchPage {...props} />
      <label htmlFor={SEARCH_AREA_SELECT_ID} className={styles.visuallyHidden}>
        <Translate
          id="search.page.area.label"
          description="Search page: label of the menu choosing where to search (everywhere or MUI X)"
        >
          Search in
        </Translate>
      </label>
    </>
  );
}
