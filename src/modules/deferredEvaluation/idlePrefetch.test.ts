/** @jest-environment jsdom */
import idlePrefetch from './idlePrefetch';
import { holdBackgroundLoads } from '../react/backgroundLoads';

jest.mock('@docusaurus/core/lib/client/docusaurus', () => ({
  __esModule: true,
  default: { prefetch: jest.fn(() => Promise.resolve([])), preload: jest.fn(() => Promise.resolve([])) },
}));
const docusaurus = jest.requireMock<{ default: { prefetch: jest.Mock; preload: jest.Mock } }>(
  '@docusaurus/core/lib/client/docusaurus',
).default;

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('window.docusaurus with prefetches in idle time', () => {
  it('queues a prefetch instead of doing Docusaurus’s work in the caller’s task', () => {
    expect(idlePrefetch.prefetch('/x/react-data-grid')).toBe(false);
    expect(docusaurus.prefetch).not.toHaveBeenCalled();
    jest.runAllTimers();
    expect(docusaurus.prefetch).toHaveBeenCalledWith('/x/react-data-grid');
  });

  it('runs the queued prefetches in the order the links asked for them', () => {
    docusaurus.prefetch.mockClear();
    idlePrefetch.prefetch('/a');
    idlePrefetch.prefetch('/b');
    jest.runAllTimers();
    expect(docusaurus.prefetch.mock.calls).toEqual([['/a'], ['/b']]);
  });

  it('waits while a load the reader waits for holds background loads back (the search’s first answer)', () => {
    docusaurus.prefetch.mockClear();
    const release = holdBackgroundLoads();
    idlePrefetch.prefetch('/c');
    jest.advanceTimersByTime(1000);
    expect(docusaurus.prefetch).not.toHaveBeenCalled();
    release();
    jest.runAllTimers();
    expect(docusaurus.prefetch).toHaveBeenCalledWith('/c');
  });

  it('keeps Docusaurus’s preload as it is, for what a reader is about to open', () => {
    expect(idlePrefetch.preload).toBe(docusaurus.preload);
    expect(Object.isFrozen(idlePrefetch)).toBe(true);
  });
});
