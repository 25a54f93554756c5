import { ADS } from '@site/src/data/constants';
import type { CarbonAd } from './carbonAd';
import {
  afterPoll,
  BOT_SELECTION,
  chooseFallback,
  INITIAL_SELECTION,
  keepsScriptContainer,
  type AdSelection,
  type AdView,
  type PollObservation,
} from './selection';

const AD: CarbonAd = { link: 'https://a.example.com', image: null, company: 'A', description: 'B', impressionUrls: [] };
const NOTHING: PollObservation = { scriptAd: false, jsonAd: null };
const FALLBACK: AdView = { kind: 'in-house', index: 2 };

/** Runs `count` polls that find `observation` (nothing by default); counts how often the fallback was drawn. */
function poll(
  count: number,
  observation: (n: number) => PollObservation = () => NOTHING,
  start: AdSelection = INITIAL_SELECTION,
) {
  let state = start;
  let draws = 0;
  const states: AdSelection[] = [];
  for (let n = 1; n <= count; n += 1) {
    state = afterPoll(state, observation(n), () => {
      draws += 1;
      return FALLBACK;
    });
    states.push(state);
  }
  return { state, states, draws };
}

describe('afterPoll', () => {
  it('the spec numbers: 500 ms polls, at most 30, fallback after more than 6', () => {
    expect(ADS.pollIntervalMs).toBe(500);
    expect(ADS.maxPolls).toBe(30);
    expect(ADS.fallbackAfterPolls).toBe(6);
  });

  it('shows nothing for 6 polls with no ad, the fallback at the 7th (3.5 s), and draws it once', () => {
    const { states, draws } = poll(ADS.fallbackAfterPolls + 1);
    expect(states.slice(0, ADS.fallbackAfterPolls).every((state) => state.view.kind === 'none')).toBe(true);
    expect(states[ADS.fallbackAfterPolls]!.view).toEqual(FALLBACK);
    expect((ADS.fallbackAfterPolls + 1) * ADS.pollIntervalMs).toBe(3500);
    expect(draws).toBe(1);
  });

  it('keeps polling after the fallback and stops at the 30th poll', () => {
    const { states, state, draws } = poll(40);
    expect(states.findIndex((entry) => entry.done)).toBe(ADS.maxPolls - 1);
    expect(state).toEqual({ polls: ADS.maxPolls, view: FALLBACK, done: true });
    expect(draws).toBe(1);
  });

  it('stops at the first poll that finds the script ad', () => {
    const { states } = poll(5, (n) => ({ scriptAd: n === 3, jsonAd: null }));
    expect(states[2]).toEqual({ polls: 3, view: { kind: 'carbon' }, done: true });
    expect(states[4]).toBe(states[2]);
  });

  it('shows the JSON ad when the script has not filled the slot, and prefers the script when both are there', () => {
    expect(poll(1, () => ({ scriptAd: false, jsonAd: AD })).state).toEqual({
      polls: 1,
      view: { kind: 'carbon-inline', ad: AD },
      done: true,
    });
    expect(poll(1, () => ({ scriptAd: true, jsonAd: AD })).state.view).toEqual({ kind: 'carbon' });
  });

  it('lets an ad that arrives after the fallback, before the last poll, take its place', () => {
    const late = poll(12, (n) => ({ scriptAd: n === 12, jsonAd: null }));
    expect(late.states[10]!.view).toEqual(FALLBACK);
    expect(late.state).toEqual({ polls: 12, view: { kind: 'carbon' }, done: true });
    const tooLate = poll(31, (n) => ({ scriptAd: n === 31, jsonAd: null }));
    expect(tooLate.state.view).toEqual(FALLBACK);
  });

  it('keeps the script container while the script may still fill it, or once it has', () => {
    expect(keepsScriptContainer(INITIAL_SELECTION)).toBe(true);
    expect(keepsScriptContainer(poll(8).state)).toBe(true);
    expect(keepsScriptContainer(poll(30).state)).toBe(false);
    expect(keepsScriptContainer(poll(1, () => ({ scriptAd: true, jsonAd: null })).state)).toBe(true);
    expect(keepsScriptContainer(poll(1, () => ({ scriptAd: false, jsonAd: AD })).state)).toBe(false);
    expect(keepsScriptContainer(BOT_SELECTION)).toBe(false);
  });
});

describe('chooseFallback', () => {
  /** A random source that gives the draws in turn. */
  const draws = (...values: number[]) => {
    let index = 0;
    return () => values[index++ % values.length]!;
  };

  it('shows the ad-blocker notice for draws under 0.2 (about 20% of fallbacks)', () => {
    expect(ADS.adBlockerNoticeRatio).toBe(0.2);
    expect(chooseFallback(6, draws(0))).toEqual({ kind: 'adblock-notice' });
    expect(chooseFallback(6, draws(0.1999))).toEqual({ kind: 'adblock-notice' });
    expect(chooseFallback(6, draws(0.2, 0))).toEqual({ kind: 'in-house', index: 0 });
  });

  it('otherwise draws an in-house ad evenly', () => {
    expect(chooseFallback(6, draws(0.5, 0))).toEqual({ kind: 'in-house', index: 0 });
    expect(chooseFallback(6, draws(0.5, 0.5))).toEqual({ kind: 'in-house', index: 3 });
    expect(chooseFallback(6, draws(0.5, 0.9999))).toEqual({ kind: 'in-house', index: 5 });
  });

  it('over an even spread of draws, one fallback in five is the notice and every in-house ad comes up as often', () => {
    const counts = new Map<string, number>();
    for (let first = 0; first < 10; first += 1) {
      for (let second = 0; second < 100; second += 1) {
        const view = chooseFallback(5, draws(first / 10, second / 100));
        const key = view.kind === 'in-house' ? `in-house-${view.index}` : view.kind;
        counts.set(key, (counts.get(key) ?? 0) + 1);
      }
    }
    expect(counts.get('adblock-notice')).toBe(200);
    for (let index = 0; index < 5; index += 1) expect(counts.get(`in-house-${index}`)).toBe(160);
  });

  it('shows the notice when there is no in-house ad', () => {
    expect(chooseFallback(0, draws(0.9))).toEqual({ kind: 'adblock-notice' });
  });
});
