import { sampleMeasurements } from './__fixtures__/measurements';
import { computeFigures } from './figures';
import { failed, missing, ok } from './outcome';

describe('computeFigures', () => {
  const figures = computeFigures(sampleMeasurements);

  it('names the build figures of both sites and their ratios', () => {
    expect(figures['build.cold.wallSeconds']).toEqual(ok(60));
    expect(figures['baseline.build.cold.wallSeconds']).toEqual(ok(24));
    expect(figures['build.cold.wallRatio']).toEqual(ok(2.5));
    expect(figures['build.cold.memoryRatio']).toEqual(ok(2));
    expect(figures['build.warm.wallRatio']).toEqual(failed('exit code 1'));
  });

  it("compares every portal page's weight with the baseline's plain page", () => {
    expect(figures['pageWeight.plain.jsGzip']).toEqual(ok(150_000));
    expect(figures['pageWeight.plain.jsGzipRatio']).toEqual(ok(1.5));
    expect(figures['pageWeight.grid.jsGzipRatio']).toEqual(ok(3.2));
    expect(figures['pageWeight.grid.cssGzipRatio']).toEqual(ok(1.25));
    expect(figures['pageWeight.api.jsGzipRatio']).toEqual(missing('page missing'));
    expect(figures['baseline.pageWeight.plain.jsGzip']).toEqual(ok(100_000));
    expect(figures['baseline.pageWeight.plain.jsGzipRatio']).toBeUndefined();
  });

  it('names each Lighthouse figure by page', () => {
    expect(figures['lighthouse.plain.performance']).toEqual(ok(96));
    expect(figures['lighthouse.grid.cls']).toEqual(ok(0.02));
    expect(figures['lighthouse.api.seo']).toEqual(missing('page missing'));
    expect(figures['baseline.lighthouse.plain.accessibility']).toEqual(ok(96));
  });

  it('gives the interaction medians and their ratios', () => {
    expect(figures['navigation.medianMs']).toEqual(ok(50));
    expect(figures['navigation.ratio']).toEqual(ok(2));
    expect(figures['modeSwitch.plain.medianMs']).toEqual(ok(31));
    expect(figures['baseline.modeSwitch.plain.medianMs']).toEqual(ok(12));
    expect(figures['modeSwitch.plain.ratio']?.status).toBe('ok');
    expect((figures['modeSwitch.plain.ratio'] as { value: number }).value).toBeCloseTo(31 / 12);
    expect(figures['modeSwitch.grid.medianMs']).toEqual(failed('Timeout 30000ms exceeded.'));
    expect(figures['modeSwitch.grid.ratio']).toEqual(failed('Timeout 30000ms exceeded.'));
  });

  it('gives the icon filter median of the portal', () => {
    expect(figures['iconFilter.medianMs']).toEqual(ok(18));
    expect(figures['baseline.iconFilter.medianMs']).toBeUndefined();
  });

  it('gives the search figures per locale, failed ones included', () => {
    expect(figures['search.en.phoneMedianMs']).toEqual(ok(1250));
    expect(figures['search.en.desktopMedianMs']).toEqual(ok(250));
    expect(figures['search.en.firstQueryBytes']).toEqual(ok(120_000));
    expect(figures['search.en.indexBytes']).toEqual(ok(2_400_000));
    expect(figures['search.zh.phoneMedianMs']).toEqual(failed('no results rendered'));
  });
});
