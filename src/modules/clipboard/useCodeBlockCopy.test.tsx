/** @jest-environment jsdom */
import type React from 'react';
import { act, renderHook } from '@testing-library/react';
import { COPY_FEEDBACK_MS } from '@site/src/data/constants';
import { useCodeBlockCopy } from './useCodeBlockCopy';

const writeText = jest.fn(async (_text: string) => undefined);
beforeAll(() => {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
});
beforeEach(() => {
  writeText.mockClear();
  jest.useFakeTimers();
});
afterEach(() => {
  window.getSelection()?.removeAllRanges();
  document.body.innerHTML = '';
  jest.useRealTimers();
});

/** A keydown on the block, with the modifiers given. */
function keyDown(
  key: string,
  modifiers: Partial<Pick<KeyboardEvent, 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>> = {},
) {
  const event = {
    key,
    ctrlKey: false,
    metaKey: false,
    altKey: false,
    shiftKey: false,
    ...modifiers,
    preventDefault: jest.fn(),
  };
  return event as unknown as React.KeyboardEvent & { preventDefault: jest.Mock };
}

function selectText(): void {
  document.body.innerHTML = '<p>npm install</p>';
  const range = document.createRange();
  range.selectNodeContents(document.body.firstChild!);
  window.getSelection()!.addRange(range);
}

describe('useCodeBlockCopy', () => {
  it('copies the whole block on Ctrl+C with nothing selected, and says Copied for the code block time', async () => {
    const { result } = renderHook(() => useCodeBlockCopy('npm install @mui/x-data-grid'));
    const event = keyDown('c', { ctrlKey: true });
    await act(async () => result.current.onKeyDown(event));
    expect(event.preventDefault).toHaveBeenCalled();
    expect(writeText).toHaveBeenCalledWith('npm install @mui/x-data-grid');
    expect(result.current.copied).toBe(true);
    await act(async () => jest.advanceTimersByTime(COPY_FEEDBACK_MS.codeBlock));
    expect(result.current.copied).toBe(false);
  });

  it("leaves the browser's own copy alone when text is selected", async () => {
    selectText();
    const { result } = renderHook(() => useCodeBlockCopy('code'));
    const event = keyDown('c', { ctrlKey: true });
    await act(async () => result.current.onKeyDown(event));
    expect(event.preventDefault).not.toHaveBeenCalled();
    expect(writeText).not.toHaveBeenCalled();
  });

  it('ignores other keys and other modifier combinations', async () => {
    const { result } = renderHook(() => useCodeBlockCopy('code'));
    for (const event of [
      keyDown('c'),
      keyDown('v', { ctrlKey: true }),
      keyDown('c', { ctrlKey: true, shiftKey: true }),
    ]) {
      await act(async () => result.current.onKeyDown(event));
      expect(event.preventDefault).not.toHaveBeenCalled();
    }
    expect(writeText).not.toHaveBeenCalled();
  });
});
