import React, { useEffect, useRef, useState } from 'react';
import SearchIcon from '@mui/icons-material/Search';
import Link from '@docusaurus/Link';
import { useHistory, useLocation } from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import { areaOfPath } from '@site/src/modules/search/areas';
import { comboboxAction } from '@site/src/modules/search/comboboxKeys';
import { isSearchShortcut } from '@site/src/modules/search/shortcut';
import { useResultListbox } from '@site/src/modules/search/useResultListbox';
import { useSearch, type SearchStatus } from '@site/src/modules/search/useSearch';
import SearchResultList from '../SearchResultList';
import { searchMessages } from './messages';
import styles from './styles.module.css';

/** Results shown in the box; the search page shows more. */
export const BOX_RESULT_LIMIT = 8;

export function statusText(status: SearchStatus, query: string, count: number): string {
  if (status === 'loading') return searchMessages.loading();
  if (status === 'error') return searchMessages.error();
  if (status === 'done') return count === 0 ? searchMessages.noResults(query.trim()) : searchMessages.count(count);
  return '';
}

/**
 * The navbar search box (WAI-ARIA combobox with a listbox popup). The input is the reader's alone:
 * it is never written by the code, and what was typed into the server-rendered input before the page
 * came alive is read on mount, so no keystroke is lost. On /x/ pages it searches the MUI X area.
 * A native input and CSS in the look of MUI's outlined Paper and InputBase: the box is on every page,
 * and MUI's input would add its form-control machinery to every page's first load.
 */
export default function SearchBox(): React.JSX.Element {
  const baseUrl = useBaseUrl('/');
  const { pathname } = useLocation();
  const history = useHistory();
  const area = areaOfPath(pathname, baseUrl) === 'x' ? 'x' : 'all';
  const { query, setQuery, prepare, status, answer } = useSearch(baseUrl, area, BOX_RESULT_LIMIT);
  const input = useRef<HTMLInputElement>(null);
  const root = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  const { listboxId, optionId, active, setActive } = useResultListbox(answer?.run ?? null);
  const hits = answer?.hits ?? [];

  // What the reader typed or pasted before hydration is in the DOM input: take it as the query.
  useEffect(() => {
    const typed = input.current?.value ?? '';
    if (typed) {
      setQuery(typed);
      setOpen(document.activeElement === input.current);
      prepare();
    }
  }, [setQuery, prepare]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent): void => {
      if (!isSearchShortcut(event)) return;
      event.preventDefault();
      input.current?.focus();
      input.current?.select();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  // A navigation closes the list (not the first render: the box may hold a query typed before hydration).
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    setOpen(false);
  }, [pathname]);

  const openHit = (index: number): void => {
    const hit = hits[index];
    if (!hit) return;
    setOpen(false);
    history.push(hit.url);
  };

  const expanded = open && query.trim().length > 0;
  const text = statusText(status, query, answer?.total ?? 0);
  const allResultsUrl = `${baseUrl}search?q=${encodeURIComponent(query.trim())}`;

  return (
    <div
      ref={root}
      className={styles.box}
      onBlur={(event) => {
        if (!root.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <div className={styles.field} onPointerEnter={prepare}>
        <SearchIcon fontSize="small" className={styles.icon} aria-hidden />
        <input
          ref={input}
          className={styles.input}
          placeholder={searchMessages.placeholder()}
          // A combobox input must be of type text (the W3C checker refuses it on type search); the
          // phone keyboard still offers Search.
          type="text"
          inputMode="search"
          enterKeyHint="search"
          role="combobox"
          // Keys typed before hydration stay in the box natively and are read from it then (the
          // early-input script of plugins/early-input leaves this box alone).
          data-early-input="native"
          aria-label={searchMessages.input()}
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={expanded && hits.length > 0 ? listboxId : undefined}
          aria-activedescendant={expanded && active >= 0 && active < hits.length ? optionId(active) : undefined}
          autoComplete="off"
          spellCheck={false}
          onFocus={() => {
            prepare();
            setOpen(true);
          }}
          onChange={(event) => {
            setQuery(event.target.value);
            setOpen(true);
            prepare();
          }}
          onKeyDown={(event) => {
            const action = comboboxAction(event.key, active, hits.length, expanded);
            if (action.type === 'none') return;
            event.preventDefault();
            if (action.type === 'move') setActive(action.index);
            else if (action.type === 'open') openHit(action.index);
            else setOpen(false);
          }}
        />
        <kbd className={styles.shortcut} aria-hidden>
          Ctrl K
        </kbd>
      </div>
      <div className={styles.popup} hidden={!expanded}>
        <p role="status" className={styles.status}>
          {expanded ? text : ''}
        </p>
        {expanded && hits.length > 0 && (
          <SearchResultList
            id={listboxId}
            label={searchMessages.results()}
            hits={hits}
            busy={answer?.complete === false}
            active={active}
            optionId={optionId}
            onPick={openHit}
            onPoint={setActive}
          />
        )}
        {expanded && status === 'done' && (
          <Link to={allResultsUrl} className={styles.allResults} onClick={() => setOpen(false)}>
            {searchMessages.allResults()}
          </Link>
        )}
      </div>
    </div>
  );
}
