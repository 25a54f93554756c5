// Replaced, not wrapped: the original remounts every code block once the page has hydrated (a key on useIsBrowser), which the portal's one code theme for both modes never needs.
/**
 * The code block: a string of code goes to the string content (highlighted by Prism), anything else
 * (elements, as MDX can pass) to the element content, as in Docusaurus's own. Docusaurus's own keys
 * its content on `useIsBrowser()`, so that right after hydration every code block is thrown away and
 * built again (Prism run again, every token a new element): its Prism theme can differ by mode, and
 * hydration does not patch the server's inline styles. The portal gives Prism one theme in both
 * modes, whose colours are CSS variables under `data-theme` (`prism.theme` and `prism.darkTheme` in
 * docusaurus.config.ts, src/data/prismThemes.ts), so the server's styles are already the reader's and
 * the code blocks hydrate as they are. On a page with code, that second build was the largest commit
 * after hydration (notes/performance.md, "After hydration: code blocks built once").
 */
import React from 'react';
import type { Props } from '@theme/CodeBlock';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import { codeBlockText } from '@site/src/modules/codeBlock/codeBlockText';

export default function CodeBlock({ children, ...props }: Props): React.JSX.Element {
  const content = codeBlockText(children);
  return typeof content === 'string' ? (
    <StringContent {...props}>{content}</StringContent>
  ) : (
    <ElementContent {...props}>{content}</ElementContent>
  );
}
