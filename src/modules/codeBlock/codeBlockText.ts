import React, { isValidElement, type ReactNode } from 'react';

/**
 * A code block's children as one string when they are only strings (so the block can be highlighted
 * and copied), else as they are (elements, as MDX can pass): what decides between the string and the
 * element content of `src/theme/CodeBlock`.
 */
export function codeBlockText(children: ReactNode): ReactNode {
  if (React.Children.toArray(children).some((child) => isValidElement(child))) return children;
  return Array.isArray(children) ? children.join('') : children;
}
