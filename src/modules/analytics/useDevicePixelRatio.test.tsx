/** @jest-environment jsdom */
import { act, renderHook } from '@testing-library/react';
import { useDevicePixelRatio } from './useDevicePixelRatio';

/** A matchMedia stand-in: each query matches while the ratio it names is the window's ratio. */
function installMatchMedia() {
  const queries: Array<{ media: string; listeners: Set<() => void> }> = [];
  window.matchMedia = ((media: string) => {
    const entry = { media, listeners: new Set<() => void>() };
    queries.push(entry);
    return {
      media,
      get matches() {
        return media === `(resolution: ${window.devicePixelRatio}dppx)`;
      },
      addEventListener: (_type: string, listener: () => void) => entry.listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => entry.listeners.delete(listener),
    } as unknown as MediaQueryList;
  }) as typeof window.matchMedia;
  /** Changes the ratio and tells the queries that stopped matching, like a zoom. */
  const zoom = (ratio: number) => {
    Object.defineProperty(window, 'devicePixelRatio', { configurable: true, value: ratio });
    for (const entry of [...queries]) {
      if (entry.media !== `(resolution: ${ratio}dppx)`) for (const listener of [...entry.listeners]) listener();
    }
  };
  return { queries, zoom };
}

describe('useDevicePixelRatio', () => {
  afterEach(() => {
    Object.defineProperty(window, 'devicePixelRatio', { configurable: true, value: 1 });
  });

  it('follows the ratio as the page is zoomed, listening to one query at a time', () => {
    const { queries, zoom } = installMatchMedia();
    const { result, unmount } = renderHook(() => useDevicePixelRatio());
    expect(result.current).toBe(1);
    act(() => zoom(1.25));
    expect(result.current).toBe(1.25);
    act(() => zoom(2));
    expect(result.current).toBe(2);
    expect(queries.at(-1)!.media).toBe('(resolution: 2dppx)');
    expect(queries.filter((entry) => entry.listeners.size > 0)).toHaveLength(1);
    unmount();
    expect(queries.filter((entry) => entry.listeners.size > 0)).toHaveLength(0);
  });
});
