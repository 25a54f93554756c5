/** @jest-environment jsdom */
import React from 'react';
import { render, screen } from '@testing-library/react';
import { mockDocusaurusContext } from '@site/test/mocks/useDocusaurusContext';
import { useAdContext } from '@site/src/modules/ads/AdContext';
import { usePagePlan } from '@site/src/modules/navigation/PagePlanContext';
import type { ClientSidebarItem } from '@site/src/modules/navigation/sidebarItems';
import DocItemWrapper from './index';

interface Metadata {
  id: string;
  title: string;
  permalink: string;
  previous?: { title: string; permalink: string };
  next?: { title: string; permalink: string };
}
type Content = React.ComponentType & { metadata: Metadata };

const mockSidebar: { items: ClientSidebarItem[] | undefined } = { items: undefined };
jest.mock('@docusaurus/plugin-content-docs/client', () => ({
  useDocsSidebar: () => (mockSidebar.items ? { items: mockSidebar.items } : null),
}));
/** The original DocItem: its title, its plan and ad placement, and its MDX body. */
const mockOriginal = jest.fn(({ content: Body }: { content: Content }) => {
  const plan = usePagePlan();
  const { placement } = useAdContext();
  return (
    <article data-plan={plan ?? 'none'} data-placement={placement}>
      <h1>{Body.metadata.title}</h1>
      <p>next: {Body.metadata.next?.title}</p>
      <Body />
    </article>
  );
});
jest.mock(
  '@theme-original/DocItem',
  () => ({ __esModule: true, default: (props: { content: Content }) => mockOriginal(props) }),
  {
    virtual: true,
  },
);

function content(metadata: Metadata): Content {
  const Body = (() => <p>Body text</p>) as unknown as Content;
  Body.metadata = metadata;
  return Body;
}

const TREE_DATA: Metadata = {
  id: 'react-data-grid/tree-data',
  title: 'Tree data',
  permalink: '/zh/x/react-data-grid/tree-data',
  next: { title: 'Row grouping', permalink: '/zh/x/react-data-grid/row-grouping' },
};
const SIDEBAR: ClientSidebarItem[] = [
  {
    type: 'category',
    label: '数据网格',
    items: [
      {
        type: 'link',
        label: '树形数据',
        href: '/zh/x/react-data-grid/tree-data',
        docId: 'react-data-grid/tree-data',
        customProps: { plan: 'pro' },
      },
      {
        type: 'link',
        label: '行分组',
        href: '/zh/x/react-data-grid/row-grouping',
        docId: 'react-data-grid/row-grouping',
      },
    ],
  },
];

const renderPage = (metadata: Metadata | Content) => {
  const body = typeof metadata === 'function' ? metadata : content(metadata);
  return render(<DocItemWrapper {...({ content: body } as unknown as React.ComponentProps<typeof DocItemWrapper>)} />);
};

// The shared context stand-in has no default locale; the real one does.
beforeAll(() => {
  Object.assign(mockDocusaurusContext.i18n, { defaultLocale: 'en' });
});
afterAll(() => {
  delete (mockDocusaurusContext.i18n as { defaultLocale?: string }).defaultLocale;
});
afterEach(() => {
  mockDocusaurusContext.i18n.currentLocale = 'en';
  mockSidebar.items = undefined;
  mockOriginal.mockClear();
});

describe('DocItem wrapper', () => {
  it('in a translated locale, titles the page and its neighbours with their sidebar labels', () => {
    mockDocusaurusContext.i18n.currentLocale = 'zh';
    mockSidebar.items = SIDEBAR;
    renderPage(TREE_DATA);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('树形数据');
    expect(screen.getByText('next: 行分组')).toBeInTheDocument();
    expect(screen.getByText('Body text')).toBeInTheDocument();
  });

  it('in the default locale, keeps the metadata and the content as they are', () => {
    mockSidebar.items = SIDEBAR;
    const body = content(TREE_DATA);
    renderPage(body);
    expect(mockOriginal.mock.calls[0]?.[0].content).toBe(body);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Tree data');
  });

  it('keeps the content as it is when the sidebar has nothing to relabel, or there is no sidebar', () => {
    mockDocusaurusContext.i18n.currentLocale = 'zh';
    const body = content({ id: 'elsewhere', title: 'Elsewhere', permalink: '/zh/x/elsewhere' });
    mockSidebar.items = SIDEBAR;
    renderPage(body);
    expect(mockOriginal.mock.calls[0]?.[0].content).toBe(body);
    mockSidebar.items = undefined;
    renderPage(TREE_DATA);
    expect(screen.getAllByRole('heading', { level: 1 })[1]).toHaveTextContent('Tree data');
  });

  it("gives the page its navigation entry's plan, and the doc-top ad placement", () => {
    mockSidebar.items = SIDEBAR;
    renderPage(TREE_DATA);
    expect(screen.getByRole('article')).toHaveAttribute('data-plan', 'pro');
    expect(screen.getByRole('article')).toHaveAttribute('data-placement', 'doc-top');
  });

  it('gives a page without a plan, or without a sidebar, no plan', () => {
    renderPage(TREE_DATA);
    expect(screen.getByRole('article')).toHaveAttribute('data-plan', 'none');
  });
});
