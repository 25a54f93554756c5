import React from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type { WrapperProps } from '@docusaurus/types';
import { useLocation } from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import { searchBodyAttributes } from '@site/src/modules/search/areas';

type Props = WrapperProps<typeof ContentType>;

/** A doc page's title and body, marked as what the search indexes, with the page's area. */
export default function DocItemContentWrapper(props: Props): React.JSX.Element {
  const { pathname } = useLocation();
  const baseUrl = useBaseUrl('/');
  return (
    <div {...searchBodyAttributes(pathname, baseUrl)}>
      <Content {...props} />
    </div>
  );
}
