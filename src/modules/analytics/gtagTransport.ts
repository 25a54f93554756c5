/**
 * The only code of the portal that touches `window.gtag` and `window.dataLayer`.
 *
 * `load()` sets up the standard gtag command queue (the `dataLayer`, with a `gtag` function that
 * pushes its `arguments` onto it), configures the measurement id with automatic page views off (the
 * portal sends its own) and adds the gtag.js script, which drains the queue once it runs.
 *
 * States: `off` until `load()` (no id configured: every call is a no-op), `loading` while the
 * script is on its way (calls are queued, at most MAX_CALLS_WHILE_LOADING), `ready` once it has
 * run, `unavailable` when it failed to load (blocked, offline): the queue is emptied and every later
 * call is a no-op. Nothing here throws.
 */

import type { GtagConfig } from '../../types/analytics';

export type GtagParams = Record<string, unknown>;

export type GtagCommand =
  | readonly ['js', Date]
  | readonly ['config', string, GtagParams]
  | readonly ['set', 'user_properties', GtagParams]
  | readonly ['event', string, GtagParams];

export type GtagFunction = (...args: unknown[]) => void;

/** The globals gtag.js works with. */
export interface GtagWindow {
  gtag?: GtagFunction;
  dataLayer?: unknown[];
  document: Document;
}

export type TransportState = 'off' | 'loading' | 'ready' | 'unavailable';

export interface GtagTransport {
  readonly state: TransportState;
  /** Starts loading gtag.js (once; an empty id leaves analytics off). */
  load(config: GtagConfig): void;
  /** Hands one command to gtag; false when it was dropped (off, unavailable, queue full, gtag broken). */
  send(command: GtagCommand): boolean;
}

/** Commands queued while gtag.js loads; more are dropped so a hanging script cannot grow the queue. */
export const MAX_CALLS_WHILE_LOADING = 100;

/** Marks the script element this module adds. */
export const GTAG_SCRIPT_MARKER = 'data-portal-gtag';

/** The script address with the measurement id as its `id` query parameter. */
export function gtagScriptSrc({ id, scriptUrl }: GtagConfig): string {
  const separator = scriptUrl.includes('?') ? '&' : '?';
  return `${scriptUrl}${separator}id=${encodeURIComponent(id)}`;
}

/** `getWindow` returns undefined outside a browser (server rendering): the transport stays off. */
export function createGtagTransport(getWindow: () => GtagWindow | undefined): GtagTransport {
  let state: TransportState = 'off';
  let queuedWhileLoading = 0;
  let layer: unknown[] | null = null;

  const send = (command: GtagCommand): boolean => {
    if (state === 'off' || state === 'unavailable') return false;
    if (state === 'loading' && queuedWhileLoading >= MAX_CALLS_WHILE_LOADING) return false;
    const gtag = getWindow()?.gtag;
    if (typeof gtag !== 'function') return false;
    try {
      gtag(...command);
    } catch {
      return false;
    }
    if (state === 'loading') queuedWhileLoading += 1;
    return true;
  };

  const load = (config: GtagConfig): void => {
    const win = getWindow();
    if (state !== 'off' || !win || !config.id || !config.scriptUrl) return;
    try {
      const dataLayer = Array.isArray(win.dataLayer) ? win.dataLayer : [];
      win.dataLayer = dataLayer;
      layer = dataLayer;
      if (typeof win.gtag !== 'function') {
        // gtag.js reads `arguments` objects from the queue, not arrays.
        win.gtag = function gtag() {
          // eslint-disable-next-line prefer-rest-params
          dataLayer.push(arguments);
        };
      }
      state = 'loading';
      send(['js', new Date()]);
      send(['config', config.id, { send_page_view: false }]);

      const doc = win.document;
      const script = doc.createElement('script');
      script.async = true;
      script.src = gtagScriptSrc(config);
      script.setAttribute(GTAG_SCRIPT_MARKER, '');
      script.addEventListener('load', () => {
        if (state === 'loading') state = 'ready';
      });
      script.addEventListener('error', () => {
        state = 'unavailable';
        if (layer) layer.length = 0;
      });
      doc.head.appendChild(script);
    } catch {
      state = 'unavailable';
      if (layer) layer.length = 0;
    }
  };

  return {
    get state() {
      return state;
    },
    load,
    send,
  };
}
