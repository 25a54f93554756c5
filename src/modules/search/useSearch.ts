/**
 * The state of one search box: the query as the reader wrote it, and the answer for the whole of it.
 * The engine is loaded on the first sign of interest (`prepare`: focus, pointer, keystroke); a query
 * written before it is ready is run, whole, as soon as it is. An answer to an older query never
 * replaces the answer to a newer one, and a query replaced before its turn is not searched at all
 * (searchTurns.ts). After the first answer, the bundle is cached for offline use. From the first sign
 * of interest to the first answer's frame (or a failure), loads that nothing on screen waits for are
 * held back (backgroundLoads.ts), so that on a phone they do not share the connection with the engine's
 * files, nor the main thread with the answer's first frame.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { bundleUrl, loadEngine, type PagefindApi } from './engine';
import { preloadQueryChunks } from './chunkPreload';
import { afterNextFrame, runQuery, type SearchAnswer } from './hits';
import { areaFilters, type SearchArea } from './areas';
import { cacheSearchForOffline } from './offline';
import { holdBackgroundLoads } from '../react/backgroundLoads';

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
  const releaseBackground = useRef<(() => void) | null>(null);
  const answered = useRef(false);

  const stopHolding = useCallback(() => {
    releaseBackground.current?.();
    releaseBackground.current = null;
  }, []);

  const prepare = useCallback(() => {
    if (loading.current) return;
    loading.current = true;
    if (!answered.current) releaseBackground.current = holdBackgroundLoads();
    setFailed(false);
    loadEngine(baseUrl).then(
      (loaded) => {
        setFailed(false);
        setEngine(() => loaded);
      },
      () => {
        loading.current = false;
        setFailed(true);
        stopHolding();
      },
    );
  }, [baseUrl, stopHolding]);

  const trimmed = query.trim();
  useEffect(() => {
    if (!trimmed) return undefined;
    if (!engine) {
      prepare();
      preloadQueryChunks(bundleUrl(baseUrl), trimmed, areaFilters(area));
      return undefined;
    }
    let current = true;
    runQuery(engine, trimmed, area, limit, baseUrl, {
      onPartial: (partial) => {
        if (current) setAnswer(partial);
      },
      isWanted: () => current,
    }).then(
      (result) => {
        if (current && result) setAnswer(result);
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

  // Done: the first results are shown; complete: every result's data has arrived.
  const complete = status !== 'done' || answer?.complete === true;

  // The held loads go once the frame that shows the first answer is done: let go at the answer's
  // render, their scripts arrived and ran (long tasks of 50-100 ms) before that frame was drawn.
  useEffect(() => {
    if (status !== 'done' && status !== 'error') return;
    answered.current = true;
    if (status === 'error') stopHolding();
    else void afterNextFrame().then(stopHolding);
  }, [status, stopHolding]);
  useEffect(() => stopHolding, [stopHolding]);

  // The whole bundle is cached for offline use only once the reader has had a first answer: on a phone,
  // its hundreds of files would otherwise share the connection with the chunks that answer needs.
  useEffect(() => {
    if (status === 'done' && complete) void cacheSearchForOffline(baseUrl);
  }, [status, complete, baseUrl]);
  return { query, setQuery, prepare, status, answer: status === 'done' ? answer : null };
}
