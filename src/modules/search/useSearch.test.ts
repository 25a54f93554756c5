/** @jest-environment jsdom */
import { act, renderHook, waitFor } from '@testing-library/react';
import { useSearch } from './useSearch';
import { loadEngine, type PagefindApi } from './engine';
import { holdPrefetches } from '../prefetch/routePrefetch';

jest.mock('./engine', () => ({ ...jest.requireActual('./engine'), loadEngine: jest.fn() }));
jest.mock('./offline', () => ({ cacheSearchForOffline: jest.fn(async () => undefined) }));
jest.mock('../prefetch/routePrefetch', () => ({ holdPrefetches: jest.fn() }));

const mockedLoad = loadEngine as jest.MockedFunction<typeof loadEngine>;
const mockedHold = holdPrefetches as jest.MockedFunction<typeof holdPrefetches>;

function engineAnswering(): PagefindApi {
  return {
    options: async () => undefined,
    init: async () => undefined,
    search: async () => ({
      results: [
        {
          id: '1',
          data: async () => ({
            url: '/x/introduction/licensing',
            excerpt: 'the <mark>licensing</mark> page',
            meta: { title: 'Licensing' },
            content: 'the licensing page',
            locations: [1],
          }),
        },
      ],
    }),
  };
}

/** Whether the last hold handed to the prefetch queue has been released. */
function lastHoldReleased(): Promise<boolean> {
  const hold = mockedHold.mock.calls.at(-1)?.[0];
  if (!hold) throw new Error('nothing was held');
  return Promise.race([hold.then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 20))]);
}

describe('useSearch and the prefetch queue', () => {
  beforeEach(() => {
    mockedLoad.mockReset();
    mockedHold.mockReset();
  });

  it('holds link prefetching from the first sign of interest until the first answer', async () => {
    let finishLoad!: (engine: PagefindApi) => void;
    mockedLoad.mockReturnValue(new Promise((resolve) => (finishLoad = resolve)));
    const { result } = renderHook(() => useSearch('/', 'all', 8));
    act(() => result.current.prepare());
    expect(mockedHold).toHaveBeenCalled();
    act(() => result.current.setQuery('licensing'));
    expect(await lastHoldReleased()).toBe(false);
    await act(async () => finishLoad(engineAnswering()));
    await waitFor(() => expect(result.current.status).toBe('done'));
    expect(await lastHoldReleased()).toBe(true);
    // Every hold handed over (the query's own too) is released once the answer is there.
    for (const [hold] of mockedHold.mock.calls) await hold;
  });

  it('releases the hold when the engine is ready and there is nothing to answer', async () => {
    mockedLoad.mockResolvedValue(engineAnswering());
    const { result } = renderHook(() => useSearch('/', 'all', 8));
    await act(async () => result.current.prepare());
    expect(await lastHoldReleased()).toBe(true);
  });

  it('releases the hold when the engine fails to load, and holds again on the next try', async () => {
    mockedLoad.mockRejectedValueOnce(new Error('offline')).mockRejectedValueOnce(new Error('offline'));
    const { result } = renderHook(() => useSearch('/', 'all', 8));
    await act(async () => result.current.prepare());
    expect(await lastHoldReleased()).toBe(true);
    await act(async () => result.current.prepare());
    expect(mockedHold).toHaveBeenCalledTimes(2);
    expect(await lastHoldReleased()).toBe(true);
  });

  it('releases the hold when the box goes away before the engine is ready', async () => {
    mockedLoad.mockReturnValue(new Promise(() => {}));
    const { result, unmount } = renderHook(() => useSearch('/', 'all', 8));
    act(() => result.current.prepare());
    unmount();
    expect(await lastHoldReleased()).toBe(true);
  });
});
