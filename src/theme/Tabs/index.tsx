import React, { useId } from 'react';
import Tabs from '@theme-original/Tabs';
import type TabsType from '@theme/Tabs';
import type { WrapperProps } from '@docusaurus/types';
import { pairTabItems } from '@site/src/modules/tabs/pairTabItems';

type Props = WrapperProps<typeof TabsType>;

/**
 * Docusaurus's tabs, with every tab paired to its panel (our TabItem). Lazy tabs render only the
 * selected panel, so they are left unpaired rather than pointing at panels that are not in the page.
 */
export default function TabsWrapper(props: Props): React.JSX.Element {
  const baseId = useId();
  if (props.lazy) return <Tabs {...props} />;
  return <Tabs {...props}>{pairTabItems(props.children, baseId)}</Tabs>;
}
