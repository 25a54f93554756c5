/**
 * The state of one search box: the query as the reader wrote it, and the answer for the whole of it.
 * The engine is loaded on the first sign of interest (`prepare`: focus, pointer, keystroke); a query
 * written before it is ready is run, whole, as soon as it is. An answer to an older query never
 * replaces the answer to a newer one. After the first answer, the bundle is cached for offline use.
 * While the engine and a query's chunks load, Docusaurus's link prefetching waits (src/modules/prefetch):
 * on a phone's connection they would otherwise share it with some fifteen routes' code.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { loadEngine, type PagefindApi } from './engine';
import { runQuery, type SearchAnswer } from './hits';
import type { SearchArea } from './areas';
import { cacheSearchForOffline } from './offline';
import { holdPrefetches } from '../prefetch/routePrefetch';

export type SearchStatus = 'idle' | 'loading' | 'done' | 'error';

export interface SearchState {
  readonly query: string;
  readonly setQuery: (query: string) => void;
  readonly prepare: () => void;
  readonly status: SearchStatus;
  readonly answer: SearchAnswer | null;
}

export function useSearch(baseUrl: string, area: SearchArea | 'all', limit: number): SearchState {
  const [query, setQuery] = useState('');
  const [engine, setEngine] = useState<PagefindApi | null>(null);
  const [failed, setFailed] = useState(false);
  const [answer, setAnswer] = useState<SearchAnswer | null>(null);
  const loading = useRef(false);

  // From the first sign of interest until the engine has loaded and answered (or failed, or there is
  // nothing to answer), Docusaurus's link prefetching waits.
  const releasePrefetches = useRef<(() => void) | null>(null);
  const prepare = useCallback(() => {
    if (loading.current) return;
    loading.current = true;
    setFailed(false);
    holdPrefetches(new Promise<void>((release) => (releasePrefetches.current = release)));
    loadEngine(baseUrl).then(
      (loaded) => {
        setFailed(false);
        setEngine(() => loaded);
      },
      () => {
        loading.current = false;
        setFailed(true);
        releasePrefetches.current?.();
        releasePrefetches.current = null;
      },
    );
  }, [baseUrl]);

  const trimmed = query.trim();
  useEffect(() => {
    if (!trimmed) return undefined;
    if (!engine) {
      prepare();
      return undefined;
    }
    let current = true;
    const running = runQuery(engine, trimmed, area, limit, baseUrl);
    holdPrefetches(running);
    running.then(
      (result) => {
        if (current) setAnswer(result);
      },
      () => {
        if (current) setFailed(true);
      },
    );
    return () => {
      current = false;
    };
  }, [trimmed, engine, area, limit, baseUrl, prepare]);

  let status: SearchStatus = 'idle';
  if (trimmed) {
    if (answer?.query === trimmed) status = 'done';
    else status = failed ? 'error' : 'loading';
  }

  const settled = failed || (engine !== null && status !== 'loading');
  useEffect(() => {
    if (!settled) return;
    releasePrefetches.current?.();
    releasePrefetches.current = null;
  }, [settled]);
  useEffect(() => () => releasePrefetches.current?.(), []);

  // The whole bundle is cached for offline use only once the reader has had a first answer: on a phone,
  // its hundreds of files would otherwise share the connection with the chunks that answer needs.
  useEffect(() => {
    if (status === 'done') void cacheSearchForOffline(baseUrl);
  }, [status, baseUrl]);
  return { query, setQuery, prepare, status, answer: status === 'done' ? answer : null };
}
