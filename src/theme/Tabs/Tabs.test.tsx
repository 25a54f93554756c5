/** @jest-environment jsdom */
import React from 'react';
import { render } from '@testing-library/react';
import TabsWrapper from './index';

type ItemProps = {
  value: string;
  attributes?: Record<string, string>;
  tabId?: string;
  panelId?: string;
  children?: React.ReactNode;
};
const received: ItemProps[] = [];

jest.mock(
  '@theme-original/Tabs',
  () =>
    function OriginalTabs({ children }: { children: React.ReactNode }) {
      React.Children.forEach(children, (child) => {
        if (React.isValidElement<ItemProps>(child)) received.push(child.props);
      });
      return null;
    },
  { virtual: true },
);

const Item = (props: ItemProps) => <div>{props.children}</div>;

describe('Tabs wrapper', () => {
  beforeEach(() => {
    received.length = 0;
  });

  it('pairs every tab with its panel through matching ids', () => {
    render(
      <TabsWrapper>
        <Item value="npm">npm</Item>
        {'\n'}
        <Item value="yarn" attributes={{ className: 'custom' }}>
          yarn
        </Item>
      </TabsWrapper>,
    );
    expect(received).toHaveLength(2);
    const [npm, yarn] = received as [ItemProps, ItemProps];
    expect(npm.attributes).toEqual({ id: npm.tabId, 'aria-controls': npm.panelId });
    expect(yarn.attributes).toEqual({ id: yarn.tabId, 'aria-controls': yarn.panelId, className: 'custom' });
    expect(new Set([npm.tabId, npm.panelId, yarn.tabId, yarn.panelId]).size).toBe(4);
  });

  it('leaves lazy tabs unpaired, since their hidden panels are not in the page', () => {
    render(
      <TabsWrapper lazy>
        <Item value="npm">npm</Item>
      </TabsWrapper>,
    );
    expect(received[0]?.attributes).toBeUndefined();
    expect(received[0]?.panelId).toBeUndefined();
  });
});
