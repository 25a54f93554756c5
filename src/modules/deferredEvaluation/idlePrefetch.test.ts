/** @jest-environment jsdom */
import idlePrefetch from './idlePrefetch';
import { holdBackgroundLoads } from '../react/backgroundLoads';

jest.mock('@docusaurus/core/lib/client/docusaurus', () => ({
  __esModule: true,
  default: { prefetch: jest.fn(() => Promise.resolve([])), preload: jest.fn(() => Promise.resolve([])) },
}));
jest.mock('@docusaurus/core/lib/client/prefetch', () => ({
  __esModule: true,
  default: jest.fn(() => Promise.resolve()),
}));
// The site's generated route table and chunk names: two docs routes under one layout route.
jest.mock(
  '@generated/routes',
  () => ({
    __esModule: true,
    default: [
      {
        path: '/x',
        routes: [
          { path: '/x/react-data-grid', exact: true },
          { path: '/x/react-charts', exact: true },
          { path: '/x/react-tree-view', exact: true },
        ],
      },
    ],
  }),
  { virtual: true },
);
jest.mock(
  '@generated/routesChunkNames',
  () => ({
    __esModule: true,
    default: {
      '/x-1a2': { __comp: 'layout' },
      '/x/react-data-grid-2b3': { __comp: 'doc', content: 'grid' },
      '/x/react-charts-3c4': { __comp: 'doc', content: 'charts' },
      '/x/react-tree-view-4d5': { __comp: 'doc', content: 'tree' },
    },
  }),
  { virtual: true },
);
const docusaurus = jest.requireMock<{ default: { prefetch: jest.Mock; preload: jest.Mock } }>(
  '@docusaurus/core/lib/client/docusaurus',
).default;
const prefetchUrl = jest.requireMock<{ default: jest.Mock }>('@docusaurus/core/lib/client/prefetch').default;
(globalThis as unknown as { __webpack_require__: { gca: (name: string) => string } }).__webpack_require__ = {
  gca: (name) => `/assets/js/${name}.0a1b2c3d.js`,
};

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('window.docusaurus with prefetches in idle time', () => {
  it('queues a prefetch, then asks for the route’s chunks in an idle period, none of them twice', () => {
    expect(idlePrefetch.prefetch('/x/react-data-grid')).toBe(false);
    expect(prefetchUrl).not.toHaveBeenCalled();
    jest.runAllTimers();
    expect(prefetchUrl.mock.calls).toEqual([
      ['/assets/js/layout.0a1b2c3d.js'],
      ['/assets/js/doc.0a1b2c3d.js'],
      ['/assets/js/grid.0a1b2c3d.js'],
    ]);
    expect(docusaurus.prefetch).not.toHaveBeenCalled();
  });

  it('runs the queued prefetches in the order the links asked for them', () => {
    prefetchUrl.mockClear();
    idlePrefetch.prefetch('/x/react-charts');
    idlePrefetch.prefetch('/x/react-data-grid');
    jest.runAllTimers();
    // The layout and the doc component were asked for with the first route; the grid's route is done.
    expect(prefetchUrl.mock.calls).toEqual([['/assets/js/charts.0a1b2c3d.js']]);
  });

  it('waits while a load the reader waits for holds background loads back (the search’s first answer)', () => {
    prefetchUrl.mockClear();
    const release = holdBackgroundLoads();
    idlePrefetch.prefetch('/x/react-tree-view');
    jest.advanceTimersByTime(1000);
    expect(prefetchUrl).not.toHaveBeenCalled();
    release();
    jest.runAllTimers();
    expect(prefetchUrl.mock.calls).toEqual([['/assets/js/tree.0a1b2c3d.js']]);
  });

  it('keeps Docusaurus’s preload as it is, for what a reader is about to open', () => {
    expect(idlePrefetch.preload).toBe(docusaurus.preload);
    expect(Object.isFrozen(idlePrefetch)).toBe(true);
  });
});
