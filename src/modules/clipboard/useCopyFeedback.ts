import { useCallback, useEffect, useRef, useState } from 'react';
import { copyText } from './copyText';

export interface CopyFeedback {
  /** True for `durationMs` after a successful copy. */
  copied: boolean;
  copy(text: string): Promise<void>;
}

/** Copy with feedback: "Copied" for the given time after a successful copy, then back to "Copy". */
export function useCopyFeedback(durationMs: number, onCopied?: () => void): CopyFeedback {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = useCallback(
    async (text: string) => {
      const ok = await copyText(text);
      clearTimeout(timer.current);
      if (!ok) {
        setCopied(false);
        return;
      }
      setCopied(true);
      onCopied?.();
      timer.current = setTimeout(() => setCopied(false), durationMs);
    },
    [durationMs, onCopied],
  );
  return { copied, copy };
}
