/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import TabItem from './index';

const tabs = { selectedValue: 'npm', lazy: false };
jest.mock('@docusaurus/theme-common/internal', () => ({ useTabs: () => tabs }), { virtual: true });

describe('<TabItem>', () => {
  it('is a tab panel labelled by its tab, visible when selected', () => {
    render(
      <TabItem value="npm" panelId="tabpanel-a-0" tabId="tab-a-0">
        <p>npm install</p>
      </TabItem>,
    );
    const panel = screen.getByRole('tabpanel');
    expect(panel).toHaveAttribute('id', 'tabpanel-a-0');
    expect(panel).toHaveAttribute('aria-labelledby', 'tab-a-0');
    expect(panel).toBeVisible();
  });

  it('stays in the page but hidden when another tab is selected, and is left out when lazy', () => {
    const { container, rerender } = render(<TabItem value="yarn">yarn add</TabItem>);
    expect(container.querySelector('[role="tabpanel"]')).toHaveAttribute('hidden');
    tabs.lazy = true;
    rerender(<TabItem value="pnpm">pnpm add</TabItem>);
    expect(container).toBeEmptyDOMElement();
    tabs.lazy = false;
  });
});
