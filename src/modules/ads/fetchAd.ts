import { ADS } from '@site/src/data/constants';
import { pickCarbonAd, type CarbonAd } from './carbonAd';

/** The part of `fetch` the ad request needs (tests pass a fake). */
export type FetchLike = (
  url: string,
  init: { signal?: AbortSignal; credentials: 'omit'; cache: 'no-store' },
) => Promise<{ ok: boolean; json(): Promise<unknown> }>;

/** Waits `ms`, or less when the signal aborts (tests pass a fake that resolves at once). */
export type Sleep = (ms: number, signal?: AbortSignal) => Promise<void>;

export const sleep: Sleep = (ms, signal) =>
  new Promise((resolve) => {
    if (signal?.aborted) {
      resolve();
      return;
    }
    const timer = setTimeout(done, ms);
    function done(): void {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    }
    signal?.addEventListener('abort', done);
  });

export interface FetchAdOptions {
  /** The endpoint, absolute (relative entries of the answer resolve against it). */
  url: string;
  fetch: FetchLike;
  sleep?: Sleep;
  /** Aborts the request in flight and any retry still to come; the result is then null. */
  signal?: AbortSignal;
  now?: () => number;
  /** Retries after the first request (spec: 10). */
  retries?: number;
  /** Pause before each retry: the poll interval, so the slot never asks faster than it looks. */
  retryDelayMs?: number;
}

/**
 * Reads the ad to show from the JSON endpoint; never throws (spec section 8: a failure shows no ad,
 * silently). An answer that gives no ad (an error status, a body that is not the expected JSON, a
 * list with no usable entry) is asked again, up to `retries` times after the first request, so at
 * most 11 requests by default. A request that fails outright (a network error: offline, or the
 * address is blocked) is not repeated, as repeating it would only fail again; nor is an aborted one.
 */
export async function fetchCarbonAd({
  url,
  fetch,
  sleep: wait = sleep,
  signal,
  now = Date.now,
  retries = ADS.fetchRetries,
  retryDelayMs = ADS.pollIntervalMs,
}: FetchAdOptions): Promise<CarbonAd | null> {
  for (let attempt = 0; attempt <= retries; attempt += 1) {
    if (signal?.aborted) return null;
    if (attempt > 0) {
      await wait(retryDelayMs, signal);
      if (signal?.aborted) return null;
    }
    let response: Awaited<ReturnType<FetchLike>>;
    try {
      response = await fetch(url, { signal, credentials: 'omit', cache: 'no-store' });
    } catch {
      return null;
    }
    if (!response.ok) continue;
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      if (signal?.aborted) return null;
      continue;
    }
    const ad = pickCarbonAd(body, url, now());
    if (ad) return signal?.aborted ? null : ad;
  }
  return null;
}
