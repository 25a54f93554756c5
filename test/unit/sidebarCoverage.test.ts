import type { SidebarItem } from '../../config/navigation/tree';
import { docPathname, firstDocPathname, renderedSidebarLinks, sidebarPathnames } from '../support/sidebarCoverage';

const x = { routeBasePath: '/x' };
const core = { routeBasePath: '/' };

const sidebar: SidebarItem[] = [
  {
    type: 'category',
    label: 'Introduction',
    key: '/x/introduction',
    collapsible: true,
    collapsed: true,
    items: [{ type: 'doc', id: 'introduction/licensing', label: 'Licensing', key: '/x/introduction/licensing' }],
  },
  {
    type: 'category',
    label: 'Data Grid',
    key: '/x/react-data-grid',
    collapsible: true,
    collapsed: true,
    link: { type: 'doc', id: 'react-data-grid/index' },
    items: [{ type: 'link', href: '/x/api/data-grid/data-grid', label: 'DataGrid', key: '/x/api/data-grid/data-grid' }],
  },
];

describe('docPathname', () => {
  it('serves a doc id under its area, an index file at its folder', () => {
    expect(docPathname(x, 'introduction/licensing')).toBe('/x/introduction/licensing');
    expect(docPathname(x, 'react-data-grid/index')).toBe('/x/react-data-grid');
    expect(docPathname(core, 'getting-started/index')).toBe('/getting-started');
    expect(docPathname(core, 'index')).toBe('/');
  });
});

describe('sidebarPathnames', () => {
  it('lists docs, links and the pages of categories, depth first', () => {
    expect(sidebarPathnames(x, sidebar)).toEqual([
      '/x/introduction/licensing',
      '/x/react-data-grid',
      '/x/api/data-grid/data-grid',
    ]);
  });
});

describe('firstDocPathname', () => {
  it('finds the first doc inside a category without a page of its own', () => {
    expect(firstDocPathname(x, sidebar)).toBe('/x/introduction/licensing');
    expect(firstDocPathname(x, sidebar.slice(1))).toBe('/x/react-data-grid');
    expect(firstDocPathname(x, [{ type: 'link', href: '/versions', label: 'Versions', key: '/versions' }])).toBeNull();
  });
});

describe('renderedSidebarLinks', () => {
  it('reads the links of the docs sidebar only, as paths', () => {
    const html = `
      <nav class="navbar"><a class="menu__link" href="/x/elsewhere">not the sidebar</a></nav>
      <nav aria-label="Docs sidebar" class="menu thin-scrollbar">
        <ul class="menu__list">
          <li><a class="menu__link menu__link--active" href="/zh/x/introduction/licensing">许可</a></li>
          <li><a class="menu__link" href="/zh/x/react-data-grid/#top">Data Grid</a></li>
          <li><a class="menu__link" href="https://github.com/mui/mui-x">GitHub</a></li>
          <li><a class="menu__link" href="/">Home</a></li>
        </ul>
      </nav>
      <article><a class="menu__link" href="/x/in-the-page">in the page</a></article>`;
    expect([...renderedSidebarLinks(html)].sort()).toEqual([
      '/',
      '/zh/x/introduction/licensing',
      '/zh/x/react-data-grid',
    ]);
  });
});
