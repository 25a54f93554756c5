// Replaced, not wrapped: the original renders each line as a <div> inside <code>; the markup itself has to change.
import { Fragment, memo, type ReactNode } from 'react';
import { usePrismTheme } from '@docusaurus/theme-common';
import clsx from 'clsx';
import LineToken from '@theme/CodeBlock/Line/Token';
import type { Props } from '@theme/CodeBlock/Line';
import { sameLine } from '@site/src/modules/react/renderSkips';
import { isBareToken } from '@site/src/modules/codeBlock/bareToken';
import styles from './styles.module.css';

/** A line's props and the Prism theme its token styles come from. */
type MemoProps = Props & { readonly prismTheme: unknown };

/** A lone '\n' token becomes empty, so the artificial <br /> below is the line's only break. */
function fixLineBreak(line: Props['line']): Props['line'] {
  const only = line.length === 1 && line[0].content === '\n' ? line[0] : undefined;
  return only ? [{ ...only, content: '' }] : line;
}

/**
 * One line of a code block. Docusaurus renders lines as <div> inside <code>, which is invalid HTML
 * (phrasing content only); this renders the same structure with block-displayed <span>s, and plain
 * tokens as bare text.
 */
function LineContent({
  line: lineProp,
  classNames,
  showLineNumbers,
  getLineProps,
  getTokenProps,
}: MemoProps): ReactNode {
  const line = fixLineBreak(lineProp);
  const lineProps = getLineProps({
    line,
    className: clsx(classNames, styles.line, showLineNumbers && styles.codeLine),
  });
  const tokens = line.map((token, key) => {
    const tokenProps = getTokenProps({ token });
    // A plain run (spaces, names) takes the line's colour: text, not one more span to restyle.
    if (isBareToken(token, tokenProps)) return <Fragment key={key}>{tokenProps.children}</Fragment>;
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

const MemoLine = memo(LineContent, sameLine);

/**
 * A code block re-renders as a whole when its word-wrap state settles after mounting and whenever
 * the page around it re-renders; its lines (and their many token spans) only re-render when their
 * tokens or the colour mode's Prism theme change.
 */
export default function CodeBlockLine(props: Props): ReactNode {
  const prismTheme = usePrismTheme();
  return <MemoLine {...props} prismTheme={prismTheme} />;
}
