import React from 'react';
import Heading from '@theme-original/Heading';
import type HeadingType from '@theme/Heading';
import type { WrapperProps } from '@docusaurus/types';
import PlanMark from '@site/src/components/PlanMark';
import { usePagePlan } from '@site/src/modules/navigation/PagePlanContext';

type Props = WrapperProps<typeof HeadingType>;

/** Headings as Docusaurus draws them; a doc page's title also carries the mark of its plan. */
export default function HeadingWrapper(props: Props): React.JSX.Element {
  const plan = usePagePlan();
  if (props.as !== 'h1' || !plan) return <Heading {...props} />;
  return (
    <Heading {...props}>
      {props.children}
      <PlanMark plan={plan} />
    </Heading>
  );
}
