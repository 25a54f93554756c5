import type { ClientSidebarItem } from './sidebarItems';
import { planOfPage } from './planOfPage';

const items: ClientSidebarItem[] = [
  { type: 'link', label: 'Overview', href: '/x/react-data-grid' },
  {
    type: 'category',
    label: 'Columns',
    href: '/x/react-data-grid/columns',
    items: [
      {
        type: 'link',
        label: 'Column pinning',
        href: '/x/react-data-grid/column-pinning',
        customProps: { plan: 'pro' },
      },
      { type: 'html' },
      {
        type: 'category',
        label: 'Group',
        items: [
          {
            type: 'link',
            label: 'Row grouping',
            href: '/zh/x/react-data-grid/row-grouping',
            customProps: { plan: 'premium', newFeature: true },
          },
        ],
      },
    ],
  },
];

describe('planOfPage', () => {
  it('reads the plan of a page nested at any depth', () => {
    expect(planOfPage(items, '/x/react-data-grid/column-pinning')).toBe('pro');
    expect(planOfPage(items, '/zh/x/react-data-grid/row-grouping')).toBe('premium');
  });
  it('ignores a trailing slash', () => {
    expect(planOfPage(items, '/x/react-data-grid/column-pinning/')).toBe('pro');
  });
  it('is null for a free page, a category without a plan and an unknown page', () => {
    expect(planOfPage(items, '/x/react-data-grid')).toBeNull();
    expect(planOfPage(items, '/x/react-data-grid/columns')).toBeNull();
    expect(planOfPage(items, '/x/react-charts')).toBeNull();
    expect(planOfPage(items, '/x/react-data-grid/column-pinning-extra')).toBeNull();
  });
  it('ignores a plan value that is not a plan', () => {
    expect(planOfPage([{ type: 'link', label: 'A', href: '/a', customProps: { plan: 'gold' } }], '/a')).toBeNull();
  });
});
