import { failed, missing, ok } from '../outcome';
import type { LighthouseSummary } from '../lighthouseSummary';
import type { Measurements } from '../results';

/** A plausible bench run for the tests of figures.ts and report.ts: one page missing, one measurement failed. */
const lighthouse = (performance: number, overrides: Partial<LighthouseSummary> = {}): LighthouseSummary => ({
  runs: 3,
  performance,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 2100,
  tbtMs: 150,
  cls: 0,
  benchmarkIndex: 2200,
  failingAudits: [],
  ...overrides,
});

const weight = (jsGzip: number, cssGzip: number) =>
  ok({
    js: { raw: jsGzip * 3, gzip: jsGzip, files: 4 },
    css: { raw: cssGzip * 6, gzip: cssGzip, files: 1 },
    html: { raw: 40_000, gzip: 9_000, files: 1 },
    requests: 12,
  });

export const sampleMeasurements: Measurements = {
  schemaVersion: 1,
  startedAt: '2025-01-01T10:00:00.000Z',
  machine: {
    cpus: 2,
    memoryGb: 23,
    node: 'v20.20.2',
    chromium: 'Chromium 156.0',
    lighthouse: '12.8.2',
    docusaurus: '3.10.2',
    loadAverageAtStart: [1.5, 1.2, 1],
  },
  portalEnvironment: [],
  pages: { portal: 25, baseline: 25, blogPosts: 1 },
  phasesSeconds: { build: 200 },
  build: {
    portal: { cold: ok({ wallSeconds: 60, peakMemoryMb: 1800 }), warm: ok({ wallSeconds: 30, peakMemoryMb: 1500 }) },
    baseline: { cold: ok({ wallSeconds: 24, peakMemoryMb: 900 }), warm: failed('exit code 1') },
  },
  pageWeight: [
    {
      id: 'plain',
      site: 'baseline',
      label: 'plain docs page',
      route: '/docs/section-01/page-002',
      weight: weight(100_000, 10_000),
    },
    {
      id: 'plain',
      site: 'portal',
      label: 'plain docs page',
      route: '/x/introduction/support',
      weight: weight(150_000, 12_000),
    },
    {
      id: 'grid',
      site: 'portal',
      label: 'Data Grid demo page',
      route: '/x/react-data-grid',
      weight: weight(320_000, 12_500),
    },
    {
      id: 'api',
      site: 'portal',
      label: 'API page',
      route: '/x/api/data-grid/data-grid',
      weight: missing('page missing'),
    },
  ],
  lighthouse: [
    {
      id: 'plain',
      site: 'baseline',
      label: 'plain docs page',
      route: '/docs/section-01/page-002',
      summary: ok(
        lighthouse(80, {
          accessibility: 96,
          failingAudits: [{ category: 'accessibility', id: 'color-contrast', title: 'Contrast', runs: 3 }],
        }),
      ),
    },
    {
      id: 'plain',
      site: 'portal',
      label: 'plain docs page',
      route: '/x/introduction/support',
      summary: ok(lighthouse(96)),
    },
    {
      id: 'grid',
      site: 'portal',
      label: 'Data Grid demo page',
      route: '/x/react-data-grid',
      summary: ok(lighthouse(88, { cls: 0.02 })),
    },
    {
      id: 'api',
      site: 'portal',
      label: 'API page',
      route: '/x/api/data-grid/data-grid',
      summary: missing('page missing'),
    },
  ],
  navigation: {
    portal: ok({ description: '/x/react-charts ↔ /x/react-tree-view', samplesMs: [40, 50, 60], medianMs: 50 }),
    baseline: ok({
      description: '/docs/section-01/page-002 ↔ /docs/section-01/page-003',
      samplesMs: [20, 25, 30],
      medianMs: 25,
    }),
  },
  modeSwitch: [
    {
      id: 'plain',
      site: 'baseline',
      label: 'plain docs page',
      route: '/docs/section-01/page-002',
      timing: ok({ description: 'navbar toggle', samplesMs: [10, 12, 14], medianMs: 12 }),
    },
    {
      id: 'plain',
      site: 'portal',
      label: 'plain docs page',
      route: '/x/introduction/support',
      timing: ok({ description: 'settings drawer, Dark / Light', samplesMs: [30, 31, 32], medianMs: 31 }),
    },
    {
      id: 'grid',
      site: 'portal',
      label: 'Data Grid demo page',
      route: '/x/react-data-grid',
      timing: failed('Timeout 30000ms exceeded.'),
    },
  ],
  iconFilter: ok({ description: '/components/material-icons, 3 queries', samplesMs: [15, 18, 25], medianMs: 18 }),
  search: {
    en: ok({
      route: '/x/introduction',
      query: 'licensing',
      phoneSamplesMs: [1200, 1300, 1250],
      phoneMedianMs: 1250,
      phoneAtOnceSamplesMs: [2000, 2100, 2050],
      phoneAtOnceMedianMs: 2050,
      desktopSamplesMs: [240, 260, 250],
      desktopMedianMs: 250,
      firstQueryBytes: 120_000,
      index: { files: 450, bytes: 2_400_000 },
    }),
    zh: failed('no results rendered'),
  },
};
