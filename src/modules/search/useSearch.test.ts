/** @jest-environment jsdom */
import { act, renderHook, waitFor } from '@testing-library/react';
import { useSearch } from './useSearch';
import { loadEngine, type PagefindApi } from './engine';
import { cacheSearchForOffline } from './offline';
import { backgroundLoadsHeld } from '../react/backgroundLoads';

jest.mock('./engine', () => ({ ...jest.requireActual('./engine'), loadEngine: jest.fn() }));
jest.mock('./offline', () => ({ cacheSearchForOffline: jest.fn(async () => undefined) }));

const mockedLoad = loadEngine as jest.MockedFunction<typeof loadEngine>;
const mockedCache = cacheSearchForOffline as jest.MockedFunction<typeof cacheSearchForOffline>;

const page = (url: string) => ({ url, excerpt: '', meta: { title: url }, content: 'licensing', locations: [0] });

describe('useSearch', () => {
  beforeEach(() => {
    mockedLoad.mockReset();
    mockedCache.mockClear();
  });

  it('runs a query written before the engine was ready, whole, once it is', async () => {
    let finishLoad!: (engine: PagefindApi) => void;
    mockedLoad.mockReturnValue(new Promise((resolve) => (finishLoad = resolve)));
    const search = jest.fn(async () => ({ results: [{ id: 'a', data: async () => page('/x/a') }] }));
    const { result } = renderHook(() => useSearch('/', 'all', 8));
    act(() => result.current.prepare());
    act(() => result.current.setQuery('lic'));
    act(() => result.current.setQuery('licensing'));
    expect(result.current.status).toBe('loading');
    await act(async () =>
      finishLoad({
        options: async () => undefined,
        init: async () => undefined,
        preload: async () => undefined,
        destroy: async () => undefined,
        search,
      }),
    );
    await waitFor(() => expect(result.current.status).toBe('done'));
    expect(search).toHaveBeenCalledTimes(1);
    expect(search).toHaveBeenCalledWith('licensing', { filters: {} });
  });

  it('shows the first results before the last ones arrive, and caches for offline only once complete', async () => {
    let lastArrives!: () => void;
    const engine: PagefindApi = {
      options: async () => undefined,
      init: async () => undefined,
      preload: async () => undefined,
      destroy: async () => undefined,
      search: async () => ({
        results: [
          { id: 'a', data: async () => page('/x/a') },
          { id: 'b', data: () => new Promise((resolve) => (lastArrives = () => resolve(page('/x/b')))) },
        ],
      }),
    };
    mockedLoad.mockResolvedValue(engine);
    const { result } = renderHook(() => useSearch('/', 'all', 8));
    act(() => result.current.setQuery('licensing'));
    await waitFor(() => expect(result.current.answer?.hits.map((hit) => hit.url)).toEqual(['/x/a']));
    expect(result.current.status).toBe('done');
    expect(result.current.answer?.complete).toBe(false);
    expect(mockedCache).not.toHaveBeenCalled();
    await act(async () => lastArrives());
    await waitFor(() => expect(result.current.answer?.complete).toBe(true));
    expect(result.current.answer?.hits.map((hit) => hit.url)).toEqual(['/x/a', '/x/b']);
    expect(mockedCache).toHaveBeenCalledTimes(1);
  });

  it('searches only the newest query once the search in progress ends, and shows its answer', async () => {
    let finishFirst!: () => void;
    const search = jest.fn((query: string) =>
      query === 'lic'
        ? new Promise<{ results: [] }>((resolve) => (finishFirst = () => resolve({ results: [] })))
        : Promise.resolve({ results: [{ id: query, data: async () => page(`/x/${query}`) }] }),
    );
    mockedLoad.mockResolvedValue({
      options: async () => undefined,
      init: async () => undefined,
      preload: async () => undefined,
      destroy: async () => undefined,
      search,
    } as unknown as PagefindApi);
    const { result } = renderHook(() => useSearch('/', 'all', 8));
    act(() => result.current.setQuery('lic'));
    await waitFor(() => expect(search).toHaveBeenCalledTimes(1));
    act(() => result.current.setQuery('lice'));
    act(() => result.current.setQuery('licen'));
    act(() => result.current.setQuery('licensing'));
    await act(async () => finishFirst());
    await waitFor(() => expect(result.current.status).toBe('done'));
    expect(result.current.answer?.hits.map((hit) => hit.url)).toEqual(['/x/licensing']);
    expect(search.mock.calls.map(([query]) => query)).toEqual(['lic', 'licensing']);
  });

  it('says loading again while a failed engine is tried again', async () => {
    let failAgain!: (error: Error) => void;
    mockedLoad
      .mockRejectedValueOnce(new Error('offline'))
      .mockReturnValueOnce(new Promise((_resolve, reject) => (failAgain = reject)));
    const { result } = renderHook(() => useSearch('/', 'all', 8));
    act(() => result.current.setQuery('licensing'));
    await waitFor(() => expect(result.current.status).toBe('error'));
    act(() => result.current.prepare());
    expect(result.current.status).toBe('loading');
    await act(async () => failAgain(new Error('offline')));
    expect(result.current.status).toBe('error');
  });

  it('holds background loads back from the first sign of interest to the first answer', async () => {
    let finishLoad!: (engine: PagefindApi) => void;
    mockedLoad.mockReturnValue(new Promise((resolve) => (finishLoad = resolve)));
    const { result } = renderHook(() => useSearch('/', 'all', 8));
    expect(backgroundLoadsHeld()).toBe(false);
    act(() => result.current.prepare());
    expect(backgroundLoadsHeld()).toBe(true);
    act(() => result.current.setQuery('licensing'));
    let answer!: () => void;
    const searched = new Promise<void>((resolve) => (answer = resolve));
    await act(async () =>
      finishLoad({
        options: async () => undefined,
        init: async () => undefined,
        preload: async () => undefined,
        destroy: async () => undefined,
        search: async () => {
          await searched;
          return { results: [{ id: 'a', data: async () => page('/x/a') }] };
        },
      }),
    );
    expect(backgroundLoadsHeld()).toBe(true);
    // Frames by hand: the hold outlives the answer's render until the frame that shows it is done.
    const frames: FrameRequestCallback[] = [];
    const frameSpy = jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frames.push(callback);
      return frames.length;
    });
    try {
      await act(async () => answer());
      await waitFor(() => expect(result.current.status).toBe('done'));
      expect(backgroundLoadsHeld()).toBe(true);
      await act(async () => {
        for (const callback of frames.splice(0)) callback(performance.now());
      });
      await waitFor(() => expect(backgroundLoadsHeld()).toBe(false));
    } finally {
      frameSpy.mockRestore();
    }
    act(() => result.current.setQuery('licence'));
    expect(backgroundLoadsHeld()).toBe(false);
  });

  it('lets background loads go when the engine fails to load, and when the box goes away', async () => {
    mockedLoad.mockRejectedValueOnce(new Error('offline')).mockReturnValueOnce(new Promise(() => undefined));
    const { result, unmount } = renderHook(() => useSearch('/', 'all', 8));
    act(() => result.current.prepare());
    expect(backgroundLoadsHeld()).toBe(true);
    await waitFor(() => expect(backgroundLoadsHeld()).toBe(false));
    act(() => result.current.prepare());
    expect(backgroundLoadsHeld()).toBe(true);
    unmount();
    expect(backgroundLoadsHeld()).toBe(false);
  });
});
