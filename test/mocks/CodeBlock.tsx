import React from 'react';

/** Test stand-in for @theme/CodeBlock: the code in a <pre>, with its language and title as data. */
export default function CodeBlock({
  children,
  language,
  title,
}: {
  children: string;
  language?: string;
  title?: string;
}): React.JSX.Element {
  return (
    <pre data-language={language} data-title={title}>
      {children}
    </pre>
  );
}
