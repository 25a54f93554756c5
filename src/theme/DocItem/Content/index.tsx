import React from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type { WrapperProps } from '@docusaurus/types';
import { useSearchBodyAttributes } from '@site/src/modules/search/useSearchBodyAttributes';

type Props = WrapperProps<typeof ContentType>;

/** A doc page's title and body, marked as what the search indexes, with the page's area. */
export default function DocItemContentWrapper(props: Props): React.JSX.Element {
  const searchBody = useSearchBodyAttributes();
  return (
    <div {...searchBody}>
      <Content {...props} />
    </div>
  );
}
