// useCodeBlockContext comes from theme-common/internal: Docusaurus 3.10 has no public export of it.
/**
 * Wraps the classic theme's code block content, where prism-react-renderer highlights a string of
 * code, for two things:
 *
 * - **Prism evaluated on first use.** Prism, its grammars and the site's additional languages are
 *   evaluated the first time a code block is highlighted in the browser, not whenever the chunk that
 *   holds the code block loads: every docs page loads that chunk (the MDX components), and a page
 *   without code never evaluates Prism (notes/performance.md, "Evaluated on first use"). The modules
 *   stay in the same chunk, so a code block never waits for the network (plugins/deferred-evaluation).
 * - **The server's highlighting kept as it is.** A code block the page arrives with is highlighted
 *   text that never changes (one Prism theme for both modes, in CSS variables), so hydration keeps the
 *   server's `<pre>` as it is (`keptServerMarkup`) rather than evaluating Prism, highlighting the code
 *   again and matching every token to its element: on a page with code, that was a long task of the
 *   hydration (notes/performance.md, "Hydration: code kept as the server drew it"). A code block
 *   mounted later (a client navigation, a demo's code opened) or whose code changes is highlighted in
 *   the browser.
 */
import React from 'react';
import type { Prism as PrismType } from 'prism-react-renderer';
import type ContentType from '@theme/CodeBlock/Content';
import type { WrapperProps } from '@docusaurus/types';
import { useCodeBlockContext } from '@docusaurus/theme-common/internal';
import { onFirstUse } from '@site/src/modules/deferredEvaluation/onFirstUse';
import { useKeptServerMarkup } from '@site/src/modules/codeBlock/useKeptServerMarkup';
import styles from './styles.module.css';

type Props = WrapperProps<typeof ContentType>;

/* eslint-disable @typescript-eslint/no-require-imports -- a require inside the function is what defers the modules' evaluation; an import would run them with the chunk */
const highlightingContent = onFirstUse((): typeof ContentType => {
  const { Prism } = require('prism-react-renderer') as { Prism: typeof PrismType };
  const { default: includeLanguages } = require('@theme/prism-include-languages') as {
    default: (prism: typeof PrismType) => void;
  };
  includeLanguages(Prism);
  return (require('@theme-original/CodeBlock/Content') as { default: typeof ContentType }).default;
});
/* eslint-enable @typescript-eslint/no-require-imports */

export default function ContentWrapper(props: Props): React.JSX.Element {
  const { metadata, wordWrap } = useCodeBlockContext();
  // The ref the word-wrap button measures and restyles: the `<pre>`, which the original content sets.
  const codeBlockRef = wordWrap.codeBlockRef as React.MutableRefObject<HTMLPreElement | null>;
  const { keeping, holderId, holder } = useKeptServerMarkup(metadata.code, codeBlockRef);

  if (keeping) {
    // React leaves an element's server children alone when it hydrates one with inner HTML; they are
    // never hydrated, and never replaced while `__html` stays the same. Its key makes the highlighted
    // holder a new element, so that the kept children go with this one.
    return (
      <div
        key="kept"
        id={holderId}
        ref={holder}
        className={styles.content}
        dangerouslySetInnerHTML={{ __html: '' }}
        suppressHydrationWarning
      />
    );
  }
  const HighlightedContent = highlightingContent();
  return (
    <div key="highlighted" id={holderId} className={styles.content}>
      {/* eslint-disable-next-line react-hooks/static-components -- made once (onFirstUse), the same component on every render */}
      <HighlightedContent {...props} />
    </div>
  );
}
