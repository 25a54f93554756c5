import { ADS, WEB_VITALS_SAMPLING } from '@site/src/data/constants';
import {
  WEB_VITALS_SESSION_KEY,
  adDisplaySampled,
  parseSplit,
  sampled,
  webVitalsSampled,
  type SessionStorageLike,
} from './sampling';
import { MemoryStorage } from '@site/test/support/memoryStorage';

/** A random source that returns the given draws in turn. */
function draws(...values: number[]): jest.Mock<number, []> {
  const queue = [...values];
  return jest.fn(() => {
    const next = queue.shift();
    if (next === undefined) throw new Error('no draw left');
    return next;
  });
}

describe('sampled', () => {
  it('keeps a draw below the ratio and drops one at or above it', () => {
    expect(sampled(0.25, draws(0.2499))).toBe(true);
    expect(sampled(0.25, draws(0.25))).toBe(false);
    expect(sampled(0.25, draws(0.9))).toBe(false);
  });

  it('always keeps with ratio 1 and never with ratio 0 or less, without drawing', () => {
    const random = draws();
    expect(sampled(1, random)).toBe(true);
    expect(sampled(1.5, random)).toBe(true);
    expect(sampled(0, random)).toBe(false);
    expect(sampled(-1, random)).toBe(false);
    expect(sampled(Number.NaN, random)).toBe(false);
    expect(random).not.toHaveBeenCalled();
  });
});

describe('parseSplit', () => {
  it('reads a ratio from 0 to 1', () => {
    expect(parseSplit('0.3')).toBe(0.3);
    expect(parseSplit('0')).toBe(0);
    expect(parseSplit('1')).toBe(1);
    expect(parseSplit(' .5 ')).toBe(0.5);
  });

  it('clamps values outside 0..1', () => {
    expect(parseSplit('7')).toBe(1);
    expect(parseSplit('-0.2')).toBe(0);
  });

  it('means no sampling when missing, blank or not a number', () => {
    for (const value of [null, undefined, '', '  ', 'half', 'NaN', 'Infinity']) expect(parseSplit(value)).toBe(1);
  });
});

describe('adDisplaySampled', () => {
  it('reports the share of displays the spec names (0.1)', () => {
    expect(ADS.displayAnalyticsRatio).toBe(0.1);
    expect(adDisplaySampled(draws(0.09))).toBe(true);
    expect(adDisplaySampled(draws(0.1))).toBe(false);
    expect(adDisplaySampled(draws(0.75))).toBe(false);
  });
});

describe('webVitalsSampled', () => {
  it('samples 1 session in 10000 by default', () => {
    expect(WEB_VITALS_SAMPLING).toBe(1 / 10000);
    expect(webVitalsSampled(new MemoryStorage(), draws(0.00009))).toBe(true);
    expect(webVitalsSampled(new MemoryStorage(), draws(0.0001))).toBe(false);
    expect(webVitalsSampled(new MemoryStorage(), draws(0.5))).toBe(false);
  });

  it('decides once per session: the stored decision is reused without a new draw', () => {
    const storage = new MemoryStorage();
    expect(webVitalsSampled(storage, draws(0), 1 / 10000)).toBe(true);
    expect(storage.getItem(WEB_VITALS_SESSION_KEY)).toBe('sampled');
    const random = draws();
    expect(webVitalsSampled(storage, random)).toBe(true);
    expect(webVitalsSampled(storage, random)).toBe(true);
    expect(random).not.toHaveBeenCalled();

    const other = new MemoryStorage();
    expect(webVitalsSampled(other, draws(0.99))).toBe(false);
    expect(other.getItem(WEB_VITALS_SESSION_KEY)).toBe('unsampled');
    expect(webVitalsSampled(other, random)).toBe(false);
    expect(random).not.toHaveBeenCalled();
  });

  it('decides afresh and stores the decision when the stored value is corrupt', () => {
    for (const corrupt of ['yes', '1', '', 'SAMPLED', '{"sampled":true}']) {
      const storage = new MemoryStorage({ [WEB_VITALS_SESSION_KEY]: corrupt });
      expect(webVitalsSampled(storage, draws(0.7))).toBe(false);
      expect(storage.getItem(WEB_VITALS_SESSION_KEY)).toBe('unsampled');
    }
  });

  it('honours a stored decision of "sampled", the documented way to force reporting on', () => {
    expect(webVitalsSampled(new MemoryStorage({ [WEB_VITALS_SESSION_KEY]: 'sampled' }), draws())).toBe(true);
  });

  it('does not sample where the decision cannot be kept', () => {
    expect(webVitalsSampled(null, draws(0))).toBe(false);
    const throwing: SessionStorageLike = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => undefined,
    };
    expect(webVitalsSampled(throwing, draws(0))).toBe(false);
    const full: SessionStorageLike = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(webVitalsSampled(full, draws(0))).toBe(false);
  });
});
