import type React from 'react';
import { COPY_FEEDBACK_MS } from '../../data/constants';
import { hasNoSelection, isCopyShortcut } from './isCopyShortcut';
import { useCopyFeedback, type CopyFeedback } from './useCopyFeedback';

/**
 * The copy state of an in-page code block (Copied for 2 s) and its keyboard shortcut: Ctrl/Cmd+C
 * pressed on the focused block with no text selected copies the whole block.
 */
export function useCodeBlockCopy(code: string): CopyFeedback & { onKeyDown(event: React.KeyboardEvent): void } {
  const feedback = useCopyFeedback(COPY_FEEDBACK_MS.codeBlock);
  const onKeyDown = (event: React.KeyboardEvent) => {
    if (isCopyShortcut(event) && hasNoSelection(window.getSelection())) {
      event.preventDefault();
      void feedback.copy(code);
    }
  };
  return { ...feedback, onKeyDown };
}
