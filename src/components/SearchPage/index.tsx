import React, { useEffect, useRef, useState } from 'react';
import TextField from '@mui/material/TextField';
import { useHistory, useLocation } from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Translate, { translate } from '@docusaurus/Translate';
import { comboboxAction } from '@site/src/modules/search/comboboxKeys';
import { useResultListbox } from '@site/src/modules/search/useResultListbox';
import { useSearch } from '@site/src/modules/search/useSearch';
import { searchPageUrlState, searchPageSearch, type SearchPageArea } from '@site/src/modules/search/searchPageUrl';
import SearchResultList from '../SearchResultList';
import { searchMessages } from '../SearchBox/messages';
import { statusText } from '../SearchBox';
import styles from './styles.module.css';

/** Results on the search page. */
export const PAGE_RESULT_LIMIT = 50;

/**
 * The search page (`/search?q=...&area=x`): the query in the URL, the area menu (everywhere or MUI X)
 * and more results, as the same combobox and listbox as the navbar box.
 */
export default function SearchPage(): React.JSX.Element {
  const baseUrl = useBaseUrl('/');
  const location = useLocation();
  const history = useHistory();
  const [area, setArea] = useState<SearchPageArea>('all');
  const { query, setQuery, prepare, status, answer } = useSearch(baseUrl, area, PAGE_RESULT_LIMIT);
  const input = useRef<HTMLInputElement>(null);
  const { listboxId, optionId, active, setActive } = useResultListbox(answer?.run ?? null);
  const hits = answer?.hits ?? [];

  // The reader's query: what they typed before the page came alive, else the one in the URL.
  useEffect(() => {
    const fromUrl = searchPageUrlState(window.location.search);
    setArea(fromUrl.area);
    const element = input.current;
    if (!element) return;
    if (!element.value && fromUrl.query) element.value = fromUrl.query;
    setQuery(element.value);
    prepare();
  }, [setQuery, prepare]);

  const remember = (nextQuery: string, nextArea: SearchPageArea): void => {
    history.replace({ ...location, search: searchPageSearch(nextQuery, nextArea) });
  };

  const text = statusText(status, query, answer?.total ?? 0);
  return (
    <main className="container margin-vert--lg">
      <h1>
        <Translate id="search.page.title" description="Search page: title">
          Search the documentation
        </Translate>
      </h1>
      <div className={styles.controls}>
        <TextField
          inputRef={input}
          type="text"
          size="small"
          className={styles.query}
          label={searchMessages.input()}
          inputProps={{
            role: 'combobox',
            'aria-autocomplete': 'list',
            'aria-expanded': hits.length > 0,
            'aria-controls': hits.length > 0 ? listboxId : undefined,
            'aria-activedescendant': active >= 0 && active < hits.length ? optionId(active) : undefined,
            autoComplete: 'off',
          }}
          onFocus={prepare}
          onChange={(event) => {
            setQuery(event.target.value);
            remember(event.target.value, area);
          }}
          onKeyDown={(event) => {
            const action = comboboxAction(event.key, active, hits.length, hits.length > 0);
            if (action.type === 'none') return;
            event.preventDefault();
            if (action.type === 'move') setActive(action.index);
            else if (action.type === 'open' && hits[action.index]) history.push(hits[action.index]!.url);
            else setActive(-1);
          }}
        />
        <TextField
          select
          SelectProps={{ native: true }}
          size="small"
          className={styles.area}
          label={translate({
            id: 'search.page.area.label',
            message: 'Search in',
            description: 'Search page: label of the menu choosing where to search (everywhere or MUI X)',
          })}
          value={area}
          onChange={(event) => {
            const next = event.target.value === 'x' ? 'x' : 'all';
            setArea(next);
            remember(query, next);
          }}
        >
          <option value="all">
            {translate({ id: 'search.page.area.all', message: 'Everywhere', description: 'Search page: every area' })}
          </option>
          <option value="x">MUI X</option>
        </TextField>
      </div>
      <p role="status" className={styles.status}>
        {text}
      </p>
      {hits.length > 0 && (
        <SearchResultList
          id={listboxId}
          label={searchMessages.results()}
          hits={hits}
          busy={answer?.complete === false}
          active={active}
          optionId={optionId}
          onPick={(index) => {
            const hit = hits[index];
            if (hit) history.push(hit.url);
          }}
          onPoint={setActive}
        />
      )}
    </main>
  );
}
