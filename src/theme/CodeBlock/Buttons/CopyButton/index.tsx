// Replaced, not wrapped: the original keeps its own copied state; this one shares the block's state with Ctrl/Cmd+C.
import React from 'react';
import CopyButton from '@site/src/components/CopyButton';
import { useCodeCopy } from '@site/src/components/CopyButton/CodeCopyContext';

/** The code block's copy button: "Copy", then "Copied" for 2 s (state shared with Ctrl/Cmd+C). */
export default function CodeBlockCopyButton({ className }: { className?: string }): React.JSX.Element {
  const { copied, copy, code } = useCodeCopy();
  return <CopyButton className={className} copied={copied} onCopy={() => void copy(code)} />;
}
