/**
 * Wraps the classic theme's code block content, where prism-react-renderer highlights a string of
 * code, so that Prism, its grammars and the site's additional languages are evaluated the first time a
 * code block renders, not whenever the chunk that holds the code block loads: every docs page loads
 * that chunk (the MDX components), and a page without code never evaluates Prism (notes/performance.md,
 * "Evaluated on first use"). The modules stay in the same chunk, so a code block never
 * waits for the network and the server's markup hydrates as it is (plugins/deferred-evaluation).
 */
import React from 'react';
import type { Prism as PrismType } from 'prism-react-renderer';
import type StringType from '@theme/CodeBlock/Content/String';
import type { WrapperProps } from '@docusaurus/types';
import { onFirstUse } from '@site/src/modules/deferredEvaluation/onFirstUse';

type Props = WrapperProps<typeof StringType>;

/* eslint-disable @typescript-eslint/no-require-imports -- a require inside the function is what defers the modules' evaluation; an import would run them with the chunk */
const highlightingString = onFirstUse((): typeof StringType => {
  const { Prism } = require('prism-react-renderer') as { Prism: typeof PrismType };
  const { default: includeLanguages } = require('@theme/prism-include-languages') as {
    default: (prism: typeof PrismType) => void;
  };
  includeLanguages(Prism);
  return (require('@theme-original/CodeBlock/Content/String') as { default: typeof StringType }).default;
});
/* eslint-enable @typescript-eslint/no-require-imports */

export default function StringWrapper(props: Props): React.JSX.Element {
  const HighlightedString = highlightingString();
  // eslint-disable-next-line react-hooks/static-components -- made once (onFirstUse), the same component on every render
  return <HighlightedString {...props} />;
}
