import React from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

export interface PlainTextButtonProps extends React.ButtonHTMLAttributes<HTMLButtonElement> {
  /** An icon before the words (20 px icons are drawn at 18 px, as in MUI's small Button). */
  readonly startIcon?: React.ReactNode;
}

/**
 * A native button in the look of MUI's small text Button in the primary colour (the words unchanged
 * in case, the icon before them, a tint on hover, the docs radius), through MUI's CSS variables, so it
 * follows the colour mode and the reader's colours. For the controls every demo repeats: MUI's Button
 * would render ButtonBase and its ripple for each of them on every page and navigation.
 */
export default function PlainTextButton({
  startIcon,
  className,
  type = 'button',
  children,
  ...props
}: PlainTextButtonProps): React.JSX.Element {
  return (
    <button type={type} className={clsx(styles.button, className)} {...props}>
      {startIcon && (
        <span className={styles.startIcon} aria-hidden="true">
          {startIcon}
        </span>
      )}
      {children}
    </button>
  );
}
