import React, { useCallback, useRef, useState } from 'react';
import clsx from 'clsx';
import { translate } from '@docusaurus/Translate';
import { copyText } from '@site/src/modules/clipboard/copyText';
import { COPY_FEEDBACK_MS } from '@site/src/data/constants';
import { markdownPathOf } from '@site/src/modules/markdownExport/markdownPath';
import copyButtonStyles from '../CopyButton/styles.module.css';
import styles from './styles.module.css';

interface Props {
  /** The page's permalink (`/zh/x/introduction/licensing`). */
  readonly permalink: string;
}

type State = 'idle' | 'copying' | 'copied' | 'failed';

/** How long "Copied" stays before the button reads "Copy page as Markdown" again: as on code blocks. */
const FEEDBACK_MS = COPY_FEEDBACK_MS.codeBlock;

function label(state: State): string {
  switch (state) {
    case 'copied':
      return translate({
        id: 'portal.markdown.copied',
        message: 'Copied',
        description: 'The page Markdown was copied',
      });
    case 'failed':
      return translate({
        id: 'portal.markdown.failed',
        message: "Couldn't copy: open the Markdown instead",
        description: 'Copying the page Markdown failed',
      });
    default:
      return translate({
        id: 'portal.markdown.copy',
        message: 'Copy page as Markdown',
        description: 'Button that copies the whole page as Markdown',
      });
  }
}

/**
 * "Copy page as Markdown" and "View as Markdown" for a docs page (issue 23, part C): the build writes
 * each page's Markdown at its address plus `.md` (plugins/markdown-export). The Markdown is fetched
 * when the reader points at or focuses the button, so the click copies it at once (Safari only lets a
 * click write to the clipboard while it is still handling it).
 */
export default function PageMarkdownActions({ permalink }: Props): React.JSX.Element {
  const href = markdownPathOf(permalink);
  const markdown = useRef<Promise<string | null> | null>(null);
  const [state, setState] = useState<State>('idle');
  const timer = useRef<ReturnType<typeof setTimeout>>();

  const load = useCallback((): Promise<string | null> => {
    markdown.current ??= fetch(href)
      .then((response) => (response.ok ? response.text() : null))
      .catch(() => null)
      .then((text) => {
        if (text === null) markdown.current = null; // try again on the next click
        return text;
      });
    return markdown.current;
  }, [href]);

  const copy = useCallback(async () => {
    setState('copying');
    const text = await load();
    const ok = text !== null && (await copyText(text));
    setState(ok ? 'copied' : 'failed');
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setState('idle'), ok ? FEEDBACK_MS : FEEDBACK_MS * 2);
  }, [load]);

  return (
    <div className={styles.actions}>
      <button
        type="button"
        className={clsx(copyButtonStyles.copyButton, state === 'copied' && copyButtonStyles.copied)}
        onPointerEnter={() => void load()}
        onFocus={() => void load()}
        onClick={() => void copy()}
        aria-live="polite"
        aria-busy={state === 'copying'}
      >
        {label(state)}
      </button>
      <a className={styles.view} href={href} type="text/markdown">
        {translate({
          id: 'portal.markdown.view',
          message: 'View as Markdown',
          description: 'Link to the page as a Markdown file',
        })}
      </a>
    </div>
  );
}
