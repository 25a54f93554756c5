import { createContext } from 'react';
import { useRequiredContext } from '@site/src/modules/react/useRequiredContext';
import type { CopyFeedback } from '@site/src/modules/clipboard/useCopyFeedback';

/** The copy state of one code block, shared by its copy button and its keyboard shortcut. */
export const CodeCopyContext = createContext<(CopyFeedback & { code: string }) | null>(null);

export function useCodeCopy(): CopyFeedback & { code: string } {
  return useRequiredContext(CodeCopyContext, 'useCodeCopy', 'a CodeCopyContext provider');
}
