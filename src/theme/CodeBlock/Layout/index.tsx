// useCodeBlockContext comes from theme-common/internal: Docusaurus 3.10 has no public export of it.
import React from 'react';
import Layout from '@theme-original/CodeBlock/Layout';
import type LayoutType from '@theme/CodeBlock/Layout';
import type { WrapperProps } from '@docusaurus/types';
import { useCodeBlockContext } from '@docusaurus/theme-common/internal';
import { useCodeBlockCopy } from '@site/src/modules/clipboard/useCodeBlockCopy';
import { CodeCopyContext } from '@site/src/components/CopyButton/CodeCopyContext';

type Props = WrapperProps<typeof LayoutType>;

/** Every code block: one copy state for its copy button and for Ctrl/Cmd+C on the focused block. */
export default function CodeBlockLayoutWrapper(props: Props): React.JSX.Element {
  const { metadata } = useCodeBlockContext();
  const { onKeyDown, ...feedback } = useCodeBlockCopy(metadata.code);
  return (
    <CodeCopyContext.Provider value={{ ...feedback, code: metadata.code }}>
      {/* The key handler only listens to keys pressed on the focusable code inside: the div is not interactive. */}
      <div role="presentation" onKeyDown={onKeyDown}>
        <Layout {...props} />
      </div>
    </CodeCopyContext.Provider>
  );
}
