import { ADS, WEB_VITALS_SAMPLING } from '@site/src/data/constants';

/**
 * Sampling decisions. Each takes its randomness as an argument (`random` returns a number in
 * [0, 1), like Math.random), so tests decide the draw.
 */
export type Random = () => number;

/** True for a share `ratio` (0..1) of the draws: 1 always, 0 never. */
export function sampled(ratio: number, random: Random): boolean {
  if (!(ratio > 0)) return false;
  if (ratio >= 1) return true;
  return random() < ratio;
}

/**
 * The value of a `data-ga-event-split` attribute as a ratio: a number from 0 to 1 (clamped);
 * missing, blank or not a number means no sampling (1).
 */
export function parseSplit(value: string | null | undefined): number {
  if (value === null || value === undefined || value.trim() === '') return 1;
  const ratio = Number(value);
  if (!Number.isFinite(ratio)) return 1;
  return Math.min(1, Math.max(0, ratio));
}

/** About one ad display in ten is reported (spec: display analytics ratio 0.1); clicks and crashes always. */
export function adDisplaySampled(random: Random): boolean {
  return sampled(ADS.displayAnalyticsRatio, random);
}

/** sessionStorage key of the web-vitals decision; `sampled` or `unsampled`. */
export const WEB_VITALS_SESSION_KEY = 'portal.analytics.webVitals';
export const WEB_VITALS_SESSION_VALUES = { sampled: 'sampled', unsampled: 'unsampled' } as const;

export interface SessionStorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/**
 * Whether this session reports web vitals: decided once per session (1 in 10000 by default) and
 * kept in sessionStorage, so every page of the session agrees. A missing or corrupt stored value is
 * decided afresh and stored; where the decision cannot be kept (storage blocked or full), the
 * session is not sampled, so no session ever reports only some of its pages.
 */
export function webVitalsSampled(
  storage: SessionStorageLike | null,
  random: Random,
  rate: number = WEB_VITALS_SAMPLING,
): boolean {
  if (!storage) return false;
  try {
    const stored = storage.getItem(WEB_VITALS_SESSION_KEY);
    if (stored === WEB_VITALS_SESSION_VALUES.sampled) return true;
    if (stored === WEB_VITALS_SESSION_VALUES.unsampled) return false;
    const decision = sampled(rate, random);
    storage.setItem(
      WEB_VITALS_SESSION_KEY,
      decision ? WEB_VITALS_SESSION_VALUES.sampled : WEB_VITALS_SESSION_VALUES.unsampled,
    );
    return decision;
  } catch {
    return false;
  }
}

export { browserSessionStorage } from '../storage/browserStorage';
