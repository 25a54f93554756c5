import type { WebVitalMetric } from './analytics';
import { reportWebVitals, type WebVitalsLibrary } from './webVitals';

/** A stand-in for the library: one listener list per metric, and a way to emit a measurement. */
function fakeLibrary(): { library: WebVitalsLibrary; emit: (metric: WebVitalMetric) => void } {
  const listeners = new Map<string, Array<(metric: WebVitalMetric) => void>>();
  const subscriber = (name: string) => (report: (metric: WebVitalMetric) => void) => {
    listeners.set(name, [...(listeners.get(name) ?? []), report]);
  };
  return {
    library: {
      onCLS: subscriber('CLS'),
      onFCP: subscriber('FCP'),
      onINP: subscriber('INP'),
      onLCP: subscriber('LCP'),
      onTTFB: subscriber('TTFB'),
    },
    emit: (metric) => listeners.get(metric.name)?.forEach((listener) => listener(metric)),
  };
}

describe('reportWebVitals', () => {
  it('listens to the five core metrics and reports what the library measures', async () => {
    const { library, emit } = fakeLibrary();
    const report = jest.fn();
    await expect(reportWebVitals(report, async () => library)).resolves.toBe(true);
    const ttfb = { name: 'TTFB', value: 120, delta: 120, id: 'v1', rating: 'good' };
    const cls = { name: 'CLS', value: 0.02, delta: 0.02, id: 'v2', rating: 'good' };
    emit(ttfb);
    emit(cls);
    expect(report.mock.calls).toEqual([[ttfb], [cls]]);
    for (const name of ['FCP', 'INP', 'LCP']) {
      const metric = { name, value: 1, delta: 1, id: name, rating: 'good' };
      emit(metric);
      expect(report).toHaveBeenLastCalledWith(metric);
    }
  });

  it('reports nothing when the library cannot be loaded', async () => {
    const report = jest.fn();
    await expect(reportWebVitals(report, () => Promise.reject(new Error('chunk failed')))).resolves.toBe(false);
    expect(report).not.toHaveBeenCalled();
  });
});
