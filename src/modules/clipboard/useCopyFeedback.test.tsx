/** @jest-environment jsdom */
import { act, renderHook } from '@testing-library/react';
import { useCopyFeedback } from './useCopyFeedback';

function mockClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
}

describe('useCopyFeedback', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it.each([
    ['demo code', 1200],
    ['in-page code blocks', 2000],
  ])('shows Copied for exactly the feedback time of %s (%i ms)', async (_what, ms) => {
    const writeText = jest.fn(() => Promise.resolve());
    mockClipboard(writeText);
    const { result } = renderHook(() => useCopyFeedback(ms));
    await act(() => result.current.copy('const a = 1;'));
    expect(writeText).toHaveBeenCalledWith('const a = 1;');
    expect(result.current.copied).toBe(true);
    act(() => jest.advanceTimersByTime(ms - 1));
    expect(result.current.copied).toBe(true);
    act(() => jest.advanceTimersByTime(1));
    expect(result.current.copied).toBe(false);
  });

  it('ignores a clipboard error: no throw, no console error, stays on Copy', async () => {
    mockClipboard(() => Promise.reject(new DOMException('denied', 'NotAllowedError')));
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    const { result } = renderHook(() => useCopyFeedback(2000));
    await act(() => result.current.copy('x'));
    expect(result.current.copied).toBe(false);
    expect(consoleError).not.toHaveBeenCalled();
    consoleError.mockRestore();
  });

  it('a second copy restarts the feedback time', async () => {
    mockClipboard(() => Promise.resolve());
    const { result } = renderHook(() => useCopyFeedback(1200));
    await act(() => result.current.copy('a'));
    act(() => jest.advanceTimersByTime(1000));
    await act(() => result.current.copy('b'));
    act(() => jest.advanceTimersByTime(1000));
    expect(result.current.copied).toBe(true);
    act(() => jest.advanceTimersByTime(200));
    expect(result.current.copied).toBe(false);
  });
});
