/** @jest-environment jsdom */
import { act, renderHook } from '@testing-library/react';
import { useResultListbox } from './useResultListbox';

describe('useResultListbox', () => {
  it('ties option ids to the listbox id, and a new answer resets the active option', () => {
    const { result, rerender } = renderHook(({ answer }) => useResultListbox(answer), {
      initialProps: { answer: { query: 'grid' } as object },
    });
    expect(result.current.active).toBe(-1);
    expect(result.current.optionId(2)).toBe(result.current.listboxId.replace(/-listbox$/, '-option-2'));
    act(() => result.current.setActive(1));
    expect(result.current.active).toBe(1);
    rerender({ answer: { query: 'grid' } });
    expect(result.current.active).toBe(-1);
  });
});
