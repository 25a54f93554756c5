/**
 * Warming the search engine up before the reader asks for it. Once the page has loaded and the
 * browser is idle, the locale's engine is loaded and initialised (its code, WebAssembly and
 * metadata: about 80 KiB, fetched once and then cached), so that a search on a phone waits only for
 * the index chunk and the excerpts its query needs: five dependent round trips and the engine's start
 * came down to two. Readers who asked to save data, or on a 2G connection, are left alone: their
 * engine loads when they first touch the box, as before.
 */

/** What the Network Information API tells of the connection (Chromium only; absent elsewhere). */
export interface ConnectionLike {
  readonly saveData?: boolean;
  readonly effectiveType?: string;
}

/** Connections on which nothing is fetched ahead of need. */
const SLOW_CONNECTIONS: ReadonlySet<string> = new Set(['slow-2g', '2g']);

/** The longest the warm-up waits for an idle moment after the page's load event. */
export const WARM_UP_IDLE_TIMEOUT_MS = 3_000;

/** Whether the engine may be fetched before the reader asks for it on this connection. */
export function shouldWarmUp(connection: ConnectionLike | null | undefined): boolean {
  if (!connection) return true;
  if (connection.saveData === true) return false;
  return !SLOW_CONNECTIONS.has(connection.effectiveType ?? '');
}

export interface WarmUpEnvironment {
  /** Whether the page's load event has fired (`document.readyState === 'complete'`). */
  loaded(): boolean;
  /** Calls back once on the page's load event; returns a function that cancels it. */
  onLoad(callback: () => void): () => void;
  /** Calls back at the next idle moment, at the latest after `timeoutMs`; returns a canceller. */
  whenIdle(callback: () => void, timeoutMs: number): () => void;
  readonly connection: ConnectionLike | null | undefined;
}

/**
 * Runs `warm` at the first idle moment after the page's load event, unless the connection asks
 * otherwise. Returns a function that cancels what has not run yet (the box unmounts).
 */
export function scheduleWarmUp(warm: () => void, env: WarmUpEnvironment): () => void {
  if (!shouldWarmUp(env.connection)) return () => undefined;
  let cancelIdle: (() => void) | null = null;
  const afterLoad = (): void => {
    cancelIdle = env.whenIdle(warm, WARM_UP_IDLE_TIMEOUT_MS);
  };
  if (env.loaded()) {
    afterLoad();
    return () => cancelIdle?.();
  }
  const cancelLoad = env.onLoad(afterLoad);
  return () => {
    cancelLoad();
    cancelIdle?.();
  };
}

/** The browser's environment for scheduleWarmUp (requestIdleCallback where it exists: not in Safari). */
export function browserWarmUpEnvironment(): WarmUpEnvironment {
  const navigatorWithConnection = navigator as Navigator & { connection?: ConnectionLike };
  return {
    loaded: () => document.readyState === 'complete',
    onLoad: (callback) => {
      window.addEventListener('load', callback, { once: true });
      return () => window.removeEventListener('load', callback);
    },
    whenIdle: (callback, timeoutMs) => {
      if (typeof window.requestIdleCallback === 'function') {
        const handle = window.requestIdleCallback(callback, { timeout: timeoutMs });
        return () => window.cancelIdleCallback(handle);
      }
      const handle = window.setTimeout(callback, 0);
      return () => window.clearTimeout(handle);
    },
    connection: navigatorWithConnection.connection,
  };
}
