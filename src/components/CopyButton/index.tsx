import React from 'react';
import clsx from 'clsx';
import { translate } from '@docusaurus/Translate';
import styles from './styles.module.css';

interface Props {
  copied: boolean;
  onCopy(): void;
  className?: string;
}

/** What a copy button reads: "Copy", then "Copied" while the copy feedback lasts. */
export function copyLabel(copied: boolean): string {
  return copied
    ? translate({
        id: 'theme.CodeBlock.copied',
        message: 'Copied',
        description: 'The copied button label on code blocks',
      })
    : translate({ id: 'theme.CodeBlock.copy', message: 'Copy', description: 'The copy button label on code blocks' });
}

/** A text button that reads "Copy", then "Copied" while the copy feedback lasts. */
export default function CopyButton({ copied, onCopy, className }: Props): React.JSX.Element {
  return (
    <button
      type="button"
      className={clsx(styles.copyButton, copied && styles.copied, className)}
      onClick={onCopy}
      aria-live="polite"
    >
      {copyLabel(copied)}
    </button>
  );
}
