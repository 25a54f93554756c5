import React from 'react';
import Footer from '@theme-original/DocItem/Footer';
import type FooterType from '@theme/DocItem/Footer';
import type { WrapperProps } from '@docusaurus/types';
import { useLocation } from '@docusaurus/router';
import PageFeedback from '@site/src/components/PageFeedback';

type Props = WrapperProps<typeof FooterType>;

/** Every docs page ends with the page feedback, then Docusaurus's own footer (edit link, tags). */
export default function FooterWrapper(props: Props): React.JSX.Element {
  const { pathname } = useLocation();
  return (
    <>
      {/* Keyed by page: a new page starts with a fresh, unanswered question. */}
      <PageFeedback key={pathname} />
      <Footer {...props} />
    </>
  );
}
