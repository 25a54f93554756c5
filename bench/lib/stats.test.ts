import { median, ratio, roundTo } from './stats';

describe('median', () => {
  it('takes the middle sample of an odd count, whatever the order', () => {
    expect(median([30, 10, 20])).toBe(20);
    expect(median([5])).toBe(5);
  });

  it('averages the two middle samples of an even count', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('ignores samples that are not finite numbers and is null without samples', () => {
    expect(median([Number.NaN, 7, Number.POSITIVE_INFINITY, 9, 8])).toBe(8);
    expect(median([])).toBeNull();
    expect(median([Number.NaN])).toBeNull();
  });

  it('does not reorder the caller’s array', () => {
    const samples = [3, 1, 2];
    median(samples);
    expect(samples).toEqual([3, 1, 2]);
  });
});

describe('ratio', () => {
  it('divides the portal figure by the baseline figure', () => {
    expect(ratio(260, 200)).toBe(1.3);
    expect(ratio(0, 10)).toBe(0);
  });

  it('is null when a side is missing or the baseline is zero or negative', () => {
    expect(ratio(null, 10)).toBeNull();
    expect(ratio(10, undefined)).toBeNull();
    expect(ratio(10, 0)).toBeNull();
    expect(ratio(10, -1)).toBeNull();
    expect(ratio(Number.NaN, 1)).toBeNull();
  });
});

describe('roundTo', () => {
  it('rounds half away from zero at the given decimals', () => {
    expect(roundTo(0.005, 2)).toBe(0.01);
    expect(roundTo(0.004999, 2)).toBe(0);
    expect(roundTo(1.005, 2)).toBe(1.01);
    expect(roundTo(-2.5, 0)).toBe(-3);
    expect(roundTo(94.6, 0)).toBe(95);
  });

  it('never returns negative zero', () => {
    expect(Object.is(roundTo(-0.001, 2), 0)).toBe(true);
  });
});
