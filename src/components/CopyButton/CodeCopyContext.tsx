import { createContext, useContext } from 'react';
import type { CopyFeedback } from '@site/src/modules/clipboard/useCopyFeedback';

/** The copy state of one code block, shared by its copy button and its keyboard shortcut. */
export const CodeCopyContext = createContext<(CopyFeedback & { code: string }) | null>(null);

export function useCodeCopy(): CopyFeedback & { code: string } {
  const value = useContext(CodeCopyContext);
  if (value === null) throw new Error('useCodeCopy must be used within a CodeCopyContext provider');
  return value;
}
