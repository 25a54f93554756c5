import { ADS } from '@site/src/data/constants';
import type { CarbonAd } from './carbonAd';

/** A number in [0, 1), like Math.random; tests pass their own draws. */
export type Random = () => number;

/**
 * What the slot shows (spec section 4):
 * - `none`: nothing (yet, or for a bot, or after everything failed); the space stays reserved;
 * - `carbon`: the ad the third-party script put in the slot;
 * - `carbon-inline`: the ad read from the JSON endpoint, rendered by the slot as text;
 * - `in-house`: one of the fallback ads (`index` into `fallbackAds()`);
 * - `adblock-notice`: the polite note about ad blockers.
 */
export type AdView =
  | { readonly kind: 'none' }
  | { readonly kind: 'carbon' }
  | { readonly kind: 'carbon-inline'; readonly ad: CarbonAd }
  | { readonly kind: 'in-house'; readonly index: number }
  | { readonly kind: 'adblock-notice' };

export interface AdSelection {
  /** Polls made so far. */
  readonly polls: number;
  readonly view: AdView;
  /** No more polls: an ad of the network is shown, or the last poll has been made. */
  readonly done: boolean;
}

export const NO_AD: AdView = { kind: 'none' };
export const INITIAL_SELECTION: AdSelection = { polls: 0, view: NO_AD, done: false };
/** A bot's slot: empty, and nothing is ever asked for. */
export const BOT_SELECTION: AdSelection = { polls: 0, view: NO_AD, done: true };

/** What a poll finds: whether the script filled the slot, and the ad the JSON endpoint gave (if yet). */
export interface PollObservation {
  readonly scriptAd: boolean;
  readonly jsonAd: CarbonAd | null;
}

/**
 * The fallback: the ad-blocker notice for about 20% of fallbacks (`ADS.adBlockerNoticeRatio`),
 * otherwise one of the `fallbackCount` in-house ads, evenly drawn.
 */
export function chooseFallback(fallbackCount: number, random: Random): AdView {
  if (fallbackCount < 1 || random() < ADS.adBlockerNoticeRatio) return { kind: 'adblock-notice' };
  return { kind: 'in-house', index: Math.min(fallbackCount - 1, Math.floor(random() * fallbackCount)) };
}

/**
 * The slot of a build with no ad service configured (both addresses empty): one of the
 * `fallbackCount` in-house ads, evenly drawn, at once and for good. Nothing is asked of the network,
 * so there is no ad blocker to note; with no in-house ad the slot stays empty.
 */
export function inHouseOnlySelection(fallbackCount: number, random: Random): AdSelection {
  if (fallbackCount < 1) return { polls: 0, view: NO_AD, done: true };
  return {
    polls: 0,
    view: { kind: 'in-house', index: Math.min(fallbackCount - 1, Math.floor(random() * fallbackCount)) },
    done: true,
  };
}

/**
 * One poll (every `ADS.pollIntervalMs`, at most `ADS.maxPolls`). An ad of the network ends the
 * polling: the script's ad first, else the JSON one. After more than `ADS.fallbackAfterPolls` polls
 * with neither, the fallback is drawn once and shown; the polls go on until the last one, and an ad
 * of the network that arrives meanwhile takes the fallback's place (in the same reserved space).
 */
export function afterPoll(state: AdSelection, observation: PollObservation, pickFallback: () => AdView): AdSelection {
  if (state.done) return state;
  const polls = state.polls + 1;
  if (observation.scriptAd) return { polls, view: { kind: 'carbon' }, done: true };
  if (observation.jsonAd) return { polls, view: { kind: 'carbon-inline', ad: observation.jsonAd }, done: true };
  const view = state.view.kind === 'none' && polls > ADS.fallbackAfterPolls ? pickFallback() : state.view;
  return { polls, view, done: polls >= ADS.maxPolls };
}

/** Whether the slot still keeps the script's container: while it may yet fill, or once it has. */
export function keepsScriptContainer(selection: AdSelection): boolean {
  return !selection.done || selection.view.kind === 'carbon';
}
