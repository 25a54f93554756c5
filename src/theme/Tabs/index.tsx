import React, { cloneElement, isValidElement, useId } from 'react';
import Tabs from '@theme-original/Tabs';
import type TabsType from '@theme/Tabs';
import type { WrapperProps } from '@docusaurus/types';
import { tabIds } from '@site/src/modules/tabs/tabIds';

type Props = WrapperProps<typeof TabsType>;

interface TabItemLike {
  value?: string;
  attributes?: Record<string, unknown>;
}

/**
 * Docusaurus's tabs, with every tab paired to its panel: the tab gets an id and `aria-controls`,
 * the panel (our TabItem) an id and `aria-labelledby`. Lazy tabs render only the selected panel,
 * so they are left unpaired rather than pointing at panels that are not in the page.
 */
export default function TabsWrapper(props: Props): React.JSX.Element {
  const baseId = useId();
  if (props.lazy) return <Tabs {...props} />;
  let index = 0;
  const children = React.Children.map(props.children, (child) => {
    if (!isValidElement<TabItemLike>(child) || !('value' in (child.props as object))) return child;
    const { tabId, panelId } = tabIds(baseId, index);
    index += 1;
    return cloneElement(child as React.ReactElement<TabItemLike & { tabId: string; panelId: string }>, {
      attributes: { id: tabId, 'aria-controls': panelId, ...child.props.attributes },
      tabId,
      panelId,
    });
  });
  return <Tabs {...props}>{children}</Tabs>;
}
