/** @jest-environment jsdom */
import React from 'react';
import { render, screen, within } from '@testing-library/react';
import CategoryWrapper from './index';

type Props = React.ComponentProps<typeof CategoryWrapper>;

function category(overrides: Record<string, unknown>): Props {
  return {
    item: {
      type: 'category',
      label: 'Components',
      items: [
        { type: 'link', label: 'Date Picker', href: '/x/react-date-pickers/date-picker' },
        { type: 'link', label: 'Date Field', href: '/x/react-date-pickers/date-field' },
      ],
      collapsed: false,
      collapsible: false,
      ...overrides,
    },
    activePath: '/x/react-date-pickers/date-picker',
    level: 1,
    index: 0,
  } as unknown as Props;
}

describe('sidebar category wrapper', () => {
  it('renders a subheader as plain text over its items, with no link or button', () => {
    render(
      <ul>
        <CategoryWrapper {...category({ customProps: { subheader: true } })} />
      </ul>,
    );
    const heading = screen.getByText('Components');
    expect(heading.closest('a, button')).toBeNull();
    const list = heading.parentElement?.querySelector('ul');
    expect(list).not.toBeNull();
    expect(within(list as HTMLElement).getByText('Date Picker')).toBeInTheDocument();
    expect(screen.queryByTestId('original-category')).not.toBeInTheDocument();
  });

  it('adds the tags of a group to its label', () => {
    render(
      <ul>
        <CategoryWrapper
          {...category({ label: 'Date Range components', customProps: { plan: 'pro' }, collapsible: true })}
        />
      </ul>,
    );
    const original = screen.getByTestId('original-category');
    expect(within(original).getByText('Date Range components')).toBeInTheDocument();
    expect(within(original).getByRole('img', { name: 'Pro plan' })).toBeInTheDocument();
  });

  it('leaves untagged groups to Docusaurus as they are', () => {
    render(
      <ul>
        <CategoryWrapper {...category({ label: 'Rows', collapsible: true })} />
      </ul>,
    );
    expect(within(screen.getByTestId('original-category')).getByRole('link')).toHaveTextContent(/^Rows$/);
  });
});
