import { useId, useRef, useState, type MutableRefObject, type RefObject } from 'react';
import { useBrowserLayoutEffect } from '../react/useBrowserLayoutEffect';
import { keptServerMarkup, plainCodeInto, serverMarkupDrawn } from './keptServerMarkup';

export interface KeptServerMarkup {
  /** True while the holder keeps the server's highlighted `<pre>` (rendered with empty inner HTML). */
  keeping: boolean;
  /** The holder's id (`useId`), which tells a hydrating code block from one mounted later. */
  holderId: string;
  /** The holder element, for the kept markup. */
  holder: RefObject<HTMLDivElement>;
}

/**
 * Whether a code block keeps the server's highlighting (src/theme/CodeBlock/Content): from its first
 * render while hydrating, for as long as its code stays the one it hydrated with (a TS/JS switch of
 * code variants gives it new code, highlighted in the browser from then on). The kept `<pre>` is given
 * to `codeBlockRef`, the word-wrap button's; a holder that turns out empty gets the code as plain text
 * there until the highlighted render just after.
 */
export function useKeptServerMarkup(
  code: string,
  codeBlockRef: MutableRefObject<HTMLPreElement | null>,
): KeptServerMarkup {
  const holderId = useId();
  const holder = useRef<HTMLDivElement>(null);
  // The code whose server markup is kept: the block's code while it hydrates, none once that is over.
  const [keptCode, setKeptCode] = useState(() => (keptServerMarkup(holderId) ? code : undefined));
  const keeping = keptCode !== undefined && keptCode === code;

  useBrowserLayoutEffect(() => {
    const element = holder.current;
    if (!keeping || !element) return;
    const pre = element.firstElementChild;
    if (serverMarkupDrawn(pre)) {
      codeBlockRef.current = pre as HTMLPreElement;
      return;
    }
    // Nothing from the server after all: plain code until the highlighted render just after.
    codeBlockRef.current = plainCodeInto(element, code);
    setKeptCode(undefined);
  }, [keeping, codeBlockRef, code]);

  return { keeping, holderId, holder };
}
