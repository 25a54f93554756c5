/** @jest-environment jsdom */
import React from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { COPY_FEEDBACK_MS } from '@site/src/data/constants';
import { useCodeBlockCopy } from '@site/src/modules/clipboard/useCodeBlockCopy';
import { CodeCopyContext } from '@site/src/components/CopyButton/CodeCopyContext';
import CodeBlockCopyButton from '.';

const CODE = 'npm install @mui/x-data-grid';

/** A code block as the Layout wrapper builds it: one copy state for the button and the shortcut. */
function Block(): React.JSX.Element {
  const { onKeyDown, ...feedback } = useCodeBlockCopy(CODE);
  return (
    <CodeCopyContext.Provider value={{ ...feedback, code: CODE }}>
      <div role="presentation" onKeyDown={onKeyDown}>
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- as Docusaurus renders it: a scrollable block must take keyboard focus */}
        <pre tabIndex={0}>{CODE}</pre>
        <CodeBlockCopyButton />
      </div>
    </CodeCopyContext.Provider>
  );
}

const writeText = jest.fn<Promise<void>, [string]>();

beforeEach(() => {
  jest.useFakeTimers();
  writeText.mockReset().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
});

afterEach(() => jest.useRealTimers());

describe('code block copy button', () => {
  it('reads "Copy", then "Copied" for 2 s, then "Copy" again', async () => {
    render(<Block />);
    const button = screen.getByRole('button', { name: 'Copy' });
    await act(async () => {
      fireEvent.click(button);
    });
    expect(writeText).toHaveBeenCalledWith(CODE);
    expect(button).toHaveTextContent('Copied');
    act(() => jest.advanceTimersByTime(COPY_FEEDBACK_MS.codeBlock - 1));
    expect(button).toHaveTextContent('Copied');
    act(() => jest.advanceTimersByTime(1));
    expect(button).toHaveTextContent(/^Copy$/);
  });

  it('copies with Ctrl+C or Cmd+C on the focused block when nothing is selected', async () => {
    render(<Block />);
    const block = screen.getByText(CODE);
    for (const modifier of [{ ctrlKey: true }, { metaKey: true }]) {
      writeText.mockClear();
      await act(async () => {
        fireEvent.keyDown(block, { key: 'c', ...modifier });
      });
      expect(writeText).toHaveBeenCalledWith(CODE);
      expect(screen.getByRole('button')).toHaveTextContent('Copied');
    }
  });

  it('leaves Ctrl+C alone when the reader has selected text', async () => {
    render(<Block />);
    const block = screen.getByText(CODE);
    const range = document.createRange();
    range.selectNodeContents(block);
    window.getSelection()!.removeAllRanges();
    window.getSelection()!.addRange(range);
    await act(async () => {
      fireEvent.keyDown(block, { key: 'c', ctrlKey: true });
    });
    expect(writeText).not.toHaveBeenCalled();
    window.getSelection()!.removeAllRanges();
  });

  it('ignores a clipboard failure silently and stays "Copy"', async () => {
    writeText.mockRejectedValue(new Error('denied'));
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    render(<Block />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button'));
    });
    expect(screen.getByRole('button')).toHaveTextContent(/^Copy$/);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });
});
