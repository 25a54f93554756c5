import React from 'react';
import Layout from '@theme-original/CodeBlock/Layout';
import type LayoutType from '@theme/CodeBlock/Layout';
import type { WrapperProps } from '@docusaurus/types';
import { useCodeBlockContext } from '@docusaurus/theme-common/internal';
import { COPY_FEEDBACK_MS } from '@site/src/data/constants';
import { useCopyFeedback } from '@site/src/modules/clipboard/useCopyFeedback';
import { hasNoSelection, isCopyShortcut } from '@site/src/modules/clipboard/isCopyShortcut';
import { CodeCopyContext } from '@site/src/components/CopyButton/CodeCopyContext';

type Props = WrapperProps<typeof LayoutType>;

/**
 * Every code block: one copy state for its copy button and for Ctrl/Cmd+C pressed while the block
 * has focus and no text is selected (then the whole block is copied).
 */
export default function CodeBlockLayoutWrapper(props: Props): React.JSX.Element {
  const { metadata } = useCodeBlockContext();
  const feedback = useCopyFeedback(COPY_FEEDBACK_MS.codeBlock);
  const onKeyDown = (event: React.KeyboardEvent) => {
    if (isCopyShortcut(event) && hasNoSelection(window.getSelection())) {
      event.preventDefault();
      void feedback.copy(metadata.code);
    }
  };
  return (
    <CodeCopyContext.Provider value={{ ...feedback, code: metadata.code }}>
      {/* The key handler only listens to keys pressed on the focusable code inside. */}
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions */}
      <div onKeyDown={onKeyDown}>
        <Layout {...props} />
      </div>
    </CodeCopyContext.Provider>
  );
}
