/** Small numeric helpers of the bench: medians of samples, ratios against the baseline, rounding. */

/** The median of the samples (mean of the two middle ones for an even count); null when there are none. */
export function median(samples: readonly number[]): number | null {
  const finite = samples.filter((value) => Number.isFinite(value));
  if (finite.length === 0) return null;
  const sorted = [...finite].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** `value / baseline`, or null when either is missing or the baseline is not a positive number. */
export function ratio(value: number | null | undefined, baseline: number | null | undefined): number | null {
  if (value == null || baseline == null || !Number.isFinite(value) || !Number.isFinite(baseline) || baseline <= 0)
    return null;
  return value / baseline;
}

/** Rounds to a number of decimals (half away from zero), without the float noise of `toFixed`. */
export function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  const rounded = Math.round(Math.abs(value) * factor + Number.EPSILON * factor) / factor;
  return Math.sign(value) * rounded || 0;
}
