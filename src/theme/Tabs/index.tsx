import React, { useId } from 'react';
import Tabs from '@theme-original/Tabs';
import type TabsType from '@theme/Tabs';
import type { WrapperProps } from '@docusaurus/types';
import { pairTabItems } from '@site/src/modules/tabs/pairTabItems';
import { IsBrowserAtMount } from '@site/src/modules/tabs/tabsMountedOnce';

type Props = WrapperProps<typeof TabsType>;

/**
 * Docusaurus's tabs, with every tab paired to its panel (our TabItem), mounted once: not built again
 * right after hydration (src/modules/tabs/tabsMountedOnce.tsx). Lazy tabs render only the selected
 * panel, so they are left unpaired rather than pointing at panels that are not in the page.
 */
export default function TabsWrapper(props: Props): React.JSX.Element {
  const baseId = useId();
  return (
    <IsBrowserAtMount>
      {props.lazy ? <Tabs {...props} /> : <Tabs {...props}>{pairTabItems(props.children, baseId)}</Tabs>}
    </IsBrowserAtMount>
  );
}
