import React from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

export type PlainIconButtonColor = 'default' | 'primary' | 'inherit';
/** MUI's IconButton sizes: 8 px around the icon (medium), 5 px (small, for a 20 px icon). */
export type PlainIconButtonSize = 'medium' | 'small';

export interface PlainIconButtonLook {
  readonly color?: PlainIconButtonColor;
  readonly size?: PlainIconButtonSize;
  readonly className?: string;
}

/** The classes of the look, for a link drawn as an icon button. */
export function plainIconButtonClassName({
  color = 'default',
  size = 'medium',
  className,
}: PlainIconButtonLook): string {
  return clsx(styles.button, styles[color], size === 'small' && styles.small, className);
}

/**
 * A native button in the look of MUI's IconButton (a circle, a hover tint, the palette's colours
 * through MUI's CSS variables, a focus ring), for controls on every page and in every demo's toolbar:
 * MUI's IconButton would bring ButtonBase, its ripple and the transition library into every page's
 * first load (bench/README.md, "What the plain page loads"), and their renders into every navigation.
 * Anything a button takes passes through.
 */
export default function PlainIconButton({
  color,
  size,
  className,
  type = 'button',
  ...props
}: React.ButtonHTMLAttributes<HTMLButtonElement> & Omit<PlainIconButtonLook, 'className'>): React.JSX.Element {
  return <button type={type} className={plainIconButtonClassName({ color, size, className })} {...props} />;
}
