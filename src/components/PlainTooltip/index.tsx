import React, { useState } from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

export interface PlainTooltipProps {
  /** The words shown; the control's own accessible name must already say them. */
  readonly label: string;
  /** Below the control (in the navbar) or above it (in a box that clips what leaves it, as a demo does). */
  readonly placement?: 'bottom' | 'top';
  /**
   * Centred on the control, or flush with its inline end, so that a control at the end of a row never
   * pushes its tooltip past the row's end (the tooltip grows towards the inline start, in RTL too).
   */
  readonly align?: 'center' | 'end';
  readonly className?: string;
  readonly children: React.ReactNode;
}

/**
 * A tooltip drawn in CSS, in the look of MUI's: shown after 100 ms on hover (pointer devices only, so
 * a tap never leaves it stuck) and at once on keyboard focus, hidden by Escape until the pointer or the
 * focus leaves. It is for the eye only (`aria-hidden`): the control it describes carries the same words
 * as its name. MUI's Tooltip would bring Popper and its transitions, and a render of both per control,
 * to every page that shows one (notes/performance.md).
 */
export default function PlainTooltip({
  label,
  placement = 'bottom',
  align = 'center',
  className,
  children,
}: PlainTooltipProps): React.JSX.Element {
  const [dismissed, setDismissed] = useState(false);
  return (
    // The wrapper only hears the control's Escape and the pointer or focus leaving; it is no control itself.
    <span
      role="presentation"
      className={clsx(styles.anchor, dismissed && styles.dismissed, className)}
      onPointerLeave={() => setDismissed(false)}
      onBlur={() => setDismissed(false)}
      onKeyDown={(event) => {
        if (event.key === 'Escape') setDismissed(true);
      }}
    >
      {children}
      <span className={clsx(styles.tooltip, styles[placement], styles[align])} aria-hidden="true">
        <span className={styles.text}>{label}</span>
      </span>
    </span>
  );
}
