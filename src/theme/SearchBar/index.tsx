// Replaced, not wrapped: the site provides the search box itself (Pagefind); no theme supplies an original SearchBar.
import React from 'react';
import SearchBox from '@site/src/components/SearchBox';
import SearchHighlight from '@site/src/components/SearchHighlight';

/** The navbar's search (Pagefind, notes/search.md): the box, and the highlight of a page opened from it. */
export default function SearchBar(): React.JSX.Element {
  return (
    <>
      <SearchBox />
      <SearchHighlight />
    </>
  );
}
