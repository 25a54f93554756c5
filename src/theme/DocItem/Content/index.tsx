import React from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type { WrapperProps } from '@docusaurus/types';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import { useSearchBodyAttributes } from '@site/src/modules/search/useSearchBodyAttributes';
import TranslationNotice from '@site/src/components/TranslationNotice';
import PageMarkdownActions from '@site/src/components/PageMarkdownActions';

type Props = WrapperProps<typeof ContentType>;

/**
 * A doc page's title and body, marked as what the search indexes, with the page's area; in a translated
 * locale, a note first when the body is not (fully) translated. Above the title, the page's Markdown
 * actions (copy, view), outside what the search indexes.
 */
export default function DocItemContentWrapper(props: Props): React.JSX.Element {
  const searchBody = useSearchBodyAttributes();
  const { metadata } = useDoc();
  return (
    <>
      <TranslationNotice source={metadata.source} />
      <PageMarkdownActions permalink={metadata.permalink} />
      <div {...searchBody}>
        <Content {...props} />
      </div>
    </>
  );
}
