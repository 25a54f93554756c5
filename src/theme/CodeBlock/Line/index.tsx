import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import LineToken from '@theme/CodeBlock/Line/Token';
import type { Props } from '@theme/CodeBlock/Line';
import styles from './styles.module.css';

/** A lone '\n' token becomes empty, so the artificial <br /> below is the line's only break. */
function fixLineBreak(line: Props['line']): Props['line'] {
  const only = line.length === 1 && line[0].content === '\n' ? line[0] : undefined;
  return only ? [{ ...only, content: '' }] : line;
}

/**
 * One line of a code block. Docusaurus renders lines as <div> inside <code>, which is invalid HTML
 * (phrasing content only); this renders the same structure with block-displayed <span>s.
 */
export default function CodeBlockLine({ line: lineProp, classNames, showLineNumbers, getLineProps, getTokenProps }: Props): ReactNode {
  const line = fixLineBreak(lineProp);
  const lineProps = getLineProps({ line, className: clsx(classNames, styles.line, showLineNumbers && styles.codeLine) });
  const tokens = line.map((token, key) => {
    const tokenProps = getTokenProps({ token });
    return (
      <LineToken key={key} {...tokenProps} line={line} token={token}>
        {tokenProps.children}
      </LineToken>
    );
  });
  return (
    <span {...lineProps}>
      {showLineNumbers ? (
        <>
          <span className={styles.codeLineNumber} />
          <span className={styles.codeLineContent}>{tokens}</span>
        </>
      ) : (
        tokens
      )}
      <br />
    </span>
  );
}
