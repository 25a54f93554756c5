import React from 'react';
import Footer from '@theme-original/DocItem/Footer';
import type FooterType from '@theme/DocItem/Footer';
import type { WrapperProps } from '@docusaurus/types';
import { useLocation } from '@docusaurus/router';
import PageFeedback from '@site/src/components/PageFeedback';
import { useServiceUrls } from '@site/src/modules/config/useServiceUrls';

type Props = WrapperProps<typeof FooterType>;

/**
 * Every docs page ends with the page feedback (when a feedback endpoint is configured:
 * PORTAL_FEEDBACK_URL), then Docusaurus's own footer (edit link, tags).
 */
export default function FooterWrapper(props: Props): React.JSX.Element {
  const { pathname } = useLocation();
  const { feedbackEndpoint } = useServiceUrls();
  return (
    <>
      {/* Keyed by page: a new page starts with a fresh, unanswered question. */}
      {feedbackEndpoint && <PageFeedback key={pathname} />}
      <Footer {...props} />
    </>
  );
}
