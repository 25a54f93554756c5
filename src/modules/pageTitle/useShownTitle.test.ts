/** @jest-environment jsdom */
import { act, renderHook } from '@testing-library/react';
import { useShownTitle } from './useShownTitle';

describe('useShownTitle', () => {
  it('starts from the title the document has (the page title of the HTML) and follows it', async () => {
    document.title = 'Licensing | MUI X Docs';
    const { result, unmount } = renderHook(() => useShownTitle());
    expect(result.current).toBe('Licensing | MUI X Docs');
    await act(async () => {
      document.title = 'Overview | MUI X Docs';
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(result.current).toBe('Overview | MUI X Docs');
    unmount();
  });

  it('keeps the last title when the document has none for a moment', async () => {
    document.title = 'A | MUI X Docs';
    const { result } = renderHook(() => useShownTitle());
    await act(async () => {
      document.title = '';
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(result.current).toBe('A | MUI X Docs');
  });
});
