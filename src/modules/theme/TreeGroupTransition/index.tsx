import React, { forwardRef } from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

interface Props {
  in?: boolean;
  className?: string;
  role?: string;
  style?: React.CSSProperties;
  children?: React.ReactNode;
}

/**
 * The group of a tree item's children as a bare `<ul role="group">`. MUI's default transition
 * (Collapse) wraps the items in two `<div>`s inside the `<ul>`, which HTML does not allow; this one
 * keeps the markup valid and fades the group in instead of animating its height. It is a slot default of
 * the portal's MUI theme (createPortalTheme.ts), so it lives with the theme, below the components.
 */
const TreeGroupTransition = forwardRef<HTMLUListElement, Props>(function TreeGroupTransition(
  { in: expanded, className, role, style, children },
  ref,
) {
  if (!expanded) return null;
  return (
    <ul ref={ref} className={clsx(styles.group, className)} role={role} style={style}>
      {children}
    </ul>
  );
});

export default TreeGroupTransition;
