import React from 'react';
import { pairTabItems } from './pairTabItems';

function Item(_props: {
  value?: string;
  attributes?: Record<string, unknown>;
  tabId?: string;
  panelId?: string;
  children?: React.ReactNode;
}): null {
  return null;
}

const propsOf = (node: React.ReactNode) =>
  React.Children.toArray(node).map((child) => (React.isValidElement(child) ? child.props : child));

describe('pairTabItems', () => {
  it('numbers the tab items in order and pairs each tab with its panel', () => {
    const paired = pairTabItems([<Item key="a" value="npm" />, <Item key="b" value="yarn" />], ':r1:');
    expect(propsOf(paired)).toEqual([
      {
        value: 'npm',
        attributes: { id: 'tab-r1-0', 'aria-controls': 'tabpanel-r1-0' },
        tabId: 'tab-r1-0',
        panelId: 'tabpanel-r1-0',
      },
      {
        value: 'yarn',
        attributes: { id: 'tab-r1-1', 'aria-controls': 'tabpanel-r1-1' },
        tabId: 'tab-r1-1',
        panelId: 'tabpanel-r1-1',
      },
    ]);
  });

  it("keeps the item's own attributes, which win over the generated ones", () => {
    const [props] = propsOf(pairTabItems(<Item value="npm" attributes={{ className: 'x', id: 'mine' }} />, 'b'));
    expect(props).toMatchObject({
      attributes: { id: 'mine', 'aria-controls': 'tabpanel-b-0', className: 'x' },
      tabId: 'tab-b-0',
    });
  });

  it('passes other children through unchanged, without counting them', () => {
    const text = 'note';
    const plain = <p>not a tab</p>;
    const paired = React.Children.toArray(pairTabItems([text, plain, <Item key="c" value="pnpm" />], 'b'));
    expect(paired[0]).toBe(text);
    expect(React.isValidElement(paired[1]) && paired[1].props).toEqual({ children: 'not a tab' });
    expect(React.isValidElement(paired[2]) && (paired[2].props as { tabId: string }).tabId).toBe('tab-b-0');
  });
});
