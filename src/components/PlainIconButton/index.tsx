import React from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

export type PlainIconButtonColor = 'default' | 'primary' | 'inherit';

/**
 * A native button in the look of MUI's medium IconButton (a circle, a hover tint, the palette's
 * colours through MUI's CSS variables, a focus ring), for controls on every page: MUI's IconButton
 * would bring ButtonBase, its ripple and the transition library into every page's first load
 * (bench/README.md, "What the plain page loads"). Anything a button takes passes through.
 */
export default function PlainIconButton({
  color = 'default',
  className,
  type = 'button',
  ...props
}: React.ButtonHTMLAttributes<HTMLButtonElement> & { color?: PlainIconButtonColor }): React.JSX.Element {
  return <button type={type} className={clsx(styles.button, styles[color], className)} {...props} />;
}
