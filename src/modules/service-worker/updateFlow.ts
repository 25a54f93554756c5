/**
 * The update flow of spec section 4. When a new worker has installed while another already controls
 * the page, it is told to skip waiting; once it has activated, the page reloads itself, checked every
 * SERVICE_WORKER_RELOAD_CHECK_MS, and only while the document has focus. A tab reloads itself at
 * most once per RELOAD_LOOP_GUARD_MS, so a worker that changes on every request cannot start a
 * reload loop.
 */
import { SERVICE_WORKER_RELOAD_CHECK_MS } from '../../data/constants';

/** What the worker of @docusaurus/plugin-pwa listens for before it calls `skipWaiting()`. */
export const SKIP_WAITING_MESSAGE = { type: 'SKIP_WAITING' } as const;

/**
 * A worker told to skip waiting that is still waiting this much later is told again. The message can
 * be lost: the browser stops an idle waiting worker, and a worker started to receive a message may
 * get it before its listener is in place (the plugin's worker adds it after an await).
 */
export const SKIP_WAITING_RETRY_MS = 2_000;

/** After an automatic reload, the tab does not reload itself again for this long. */
export const RELOAD_LOOP_GUARD_MS = 10_000;

/** sessionStorage key holding the time of the tab's last automatic reload. */
export const LAST_RELOAD_KEY = 'portal.sw.lastReload';

/** Between two update checks made on client-side navigation, at least this much time passes. */
export const UPDATE_CHECK_MIN_INTERVAL_MS = 5 * 60_000;

export interface WorkerLike {
  readonly state: string;
  postMessage(message: unknown): void;
  addEventListener(type: 'statechange', listener: () => void): void;
}

export interface RegistrationLike {
  readonly installing: WorkerLike | null;
  readonly waiting: WorkerLike | null;
  addEventListener(type: 'updatefound', listener: () => void): void;
}

export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export interface UpdateFlowEnvironment {
  /** Whether a worker controls the page now (`navigator.serviceWorker.controller !== null`). */
  isControlled(): boolean;
  /** `document.hasFocus()`. */
  hasFocus(): boolean;
  reload(): void;
  now(): number;
  setInterval(callback: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
  /** The tab's sessionStorage; null where it is unavailable. */
  storage: StorageLike | null;
}

/** A worker that has just installed is told to skip waiting only when another one controls the page. */
export function shouldSkipWaiting(state: string, controlled: boolean): boolean {
  return state === 'installed' && controlled;
}

/** Whether the tab may reload itself now, given the time of its last automatic reload. */
export function mayReload(lastReloadAt: number | null, now: number): boolean {
  return lastReloadAt === null || Math.abs(now - lastReloadAt) >= RELOAD_LOOP_GUARD_MS;
}

/** Whether a check for a new worker is due on a client-side navigation. */
export function updateCheckDue(lastCheckAt: number | null, now: number): boolean {
  return lastCheckAt === null || Math.abs(now - lastCheckAt) >= UPDATE_CHECK_MIN_INTERVAL_MS;
}

/** Parses the stored time of the last automatic reload; anything unreadable counts as none. */
export function parseLastReload(value: string | null): number | null {
  if (value === null || !/^\d+$/.test(value)) return null;
  const time = Number(value);
  return Number.isSafeInteger(time) ? time : null;
}

function readLastReload(storage: StorageLike | null): number | null {
  try {
    return parseLastReload(storage?.getItem(LAST_RELOAD_KEY) ?? null);
  } catch {
    return null;
  }
}

function writeLastReload(storage: StorageLike | null, time: number): void {
  try {
    storage?.setItem(LAST_RELOAD_KEY, String(time));
  } catch {
    // Storage full or blocked: the once-per-page guard still holds.
  }
}

/**
 * Follows a registration for the rest of the page's life: tells new workers to skip waiting and
 * reloads the page once one of them has taken over.
 */
export function followUpdates(registration: RegistrationLike, env: UpdateFlowEnvironment): void {
  const tracked = new Set<WorkerLike>();
  const toldToSkip = new Set<WorkerLike>();
  let reloadScheduled = false;

  const scheduleReload = (): void => {
    if (reloadScheduled) return;
    reloadScheduled = true;
    if (!mayReload(readLastReload(env.storage), env.now())) return;
    const timer = env.setInterval(() => {
      if (!env.hasFocus()) return;
      env.clearInterval(timer);
      writeLastReload(env.storage, env.now());
      env.reload();
    }, SERVICE_WORKER_RELOAD_CHECK_MS);
  };

  const tellToSkip = (worker: WorkerLike): void => {
    toldToSkip.add(worker);
    worker.postMessage(SKIP_WAITING_MESSAGE);
    const retry = env.setInterval(() => {
      if (worker.state === 'installed') worker.postMessage(SKIP_WAITING_MESSAGE);
      else env.clearInterval(retry);
    }, SKIP_WAITING_RETRY_MS);
  };

  const onStateChange = (worker: WorkerLike): void => {
    if (!toldToSkip.has(worker) && shouldSkipWaiting(worker.state, env.isControlled())) tellToSkip(worker);
    if (worker.state === 'activated' && toldToSkip.has(worker)) scheduleReload();
  };

  const track = (worker: WorkerLike | null): void => {
    if (!worker || tracked.has(worker)) return;
    tracked.add(worker);
    worker.addEventListener('statechange', () => onStateChange(worker));
    onStateChange(worker);
  };

  track(registration.waiting);
  track(registration.installing);
  // By the time the page hears of it, a fast install may already have moved the worker to waiting.
  registration.addEventListener('updatefound', () => {
    track(registration.installing);
    track(registration.waiting);
  });
}
