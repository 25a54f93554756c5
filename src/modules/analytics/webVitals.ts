import type { WebVitalMetric } from './analytics';

type Subscribe = (report: (metric: WebVitalMetric) => void) => void;

/** The part of the `web-vitals` library used here. */
export interface WebVitalsLibrary {
  onCLS: Subscribe;
  onFCP: Subscribe;
  onINP: Subscribe;
  onLCP: Subscribe;
  onTTFB: Subscribe;
}

/**
 * Reports the page's core web vitals through `report`. The library is loaded on demand, so the
 * sessions that are not sampled never download it. Resolves once the listeners are in place;
 * a library that fails to load reports nothing.
 */
export async function reportWebVitals(
  report: (metric: WebVitalMetric) => void,
  loadLibrary: () => Promise<WebVitalsLibrary> = () => import('web-vitals'),
): Promise<boolean> {
  let library: WebVitalsLibrary;
  try {
    library = await loadLibrary();
  } catch {
    return false;
  }
  for (const subscribe of [library.onCLS, library.onFCP, library.onINP, library.onLCP, library.onTTFB]) {
    subscribe(report);
  }
  return true;
}
