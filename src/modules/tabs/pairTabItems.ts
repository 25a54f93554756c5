import React, { cloneElement, isValidElement } from 'react';
import { tabIds } from './tabIds';

interface TabItemLike {
  value?: string;
  attributes?: Record<string, unknown>;
}

/**
 * Pairs each tab item (a child with a `value`) with its panel: the tab gets an id and
 * `aria-controls` (through the item's `attributes`, which Docusaurus puts on the tab), the panel
 * gets `panelId` and `tabId`. Other children pass through unchanged.
 */
export function pairTabItems(children: React.ReactNode, baseId: string): React.ReactNode {
  let index = 0;
  return React.Children.map(children, (child) => {
    if (!isValidElement<TabItemLike>(child) || !('value' in (child.props as object))) return child;
    const { tabId, panelId } = tabIds(baseId, index);
    index += 1;
    return cloneElement(child as React.ReactElement<TabItemLike & { tabId: string; panelId: string }>, {
      attributes: { id: tabId, 'aria-controls': panelId, ...child.props.attributes },
      tabId,
      panelId,
    });
  });
}
