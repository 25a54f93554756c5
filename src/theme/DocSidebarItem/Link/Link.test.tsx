/** @jest-environment jsdom */
import React from 'react';
import { render, screen } from '@testing-library/react';
import LinkWrapper from './index';

type Item = { type: 'link'; label: React.ReactNode; href: string; customProps?: Record<string, unknown> };
const mockOriginal = jest.fn(({ item }: { item: Item }) => <a href={item.href}>{item.label}</a>);
jest.mock(
  '@theme-original/DocSidebarItem/Link',
  () => ({ __esModule: true, default: (props: { item: Item }) => mockOriginal(props) }),
  {
    virtual: true,
  },
);

const renderLink = (item: Item) =>
  render(<LinkWrapper item={item as never} level={1} activePath="/x" onItemClick={() => undefined} index={0} />);

beforeEach(() => mockOriginal.mockClear());

describe('DocSidebarItem/Link wrapper', () => {
  it('hands an item without tags to the original link unchanged', () => {
    const item: Item = {
      type: 'link',
      label: 'Rows',
      href: '/x/react-data-grid/rows',
      customProps: { subheader: false },
    };
    renderLink(item);
    expect(mockOriginal.mock.calls[0]?.[0].item).toBe(item);
  });

  it("adds the entry's plan mark and status chips after its label", () => {
    renderLink({
      type: 'link',
      label: 'Tree data',
      href: '/x/react-data-grid/tree-data',
      customProps: { plan: 'pro', newFeature: true },
    });
    const link = screen.getByRole('link');
    expect(link).toHaveTextContent(/^Tree data/);
    expect(screen.getByRole('img', { name: 'Pro plan' })).toBeInTheDocument();
    expect(link).toHaveTextContent('New');
    expect(mockOriginal.mock.calls[0]?.[0].item).toMatchObject({
      href: '/x/react-data-grid/tree-data',
      customProps: { plan: 'pro' },
    });
  });
});
