import type { NavPage } from '../../src/data/navigation/types';
import { allPathnames, buildSidebar, coverageBySection, pageEntries, tagsOf, type PageLookup } from './tree';

const tree: NavPage[] = [
  { pathname: '/x/whats-new', title: "What's new" },
  {
    pathname: '/x/grid-group',
    title: 'Grid',
    newFeature: true,
    children: [
      { pathname: '/x/grid', title: 'Overview' },
      { pathname: '/x/grid/pinning', title: 'Pinning', plan: 'pro' },
      { pathname: '/x/grid/pivot', title: 'Pivot', plan: 'premium', planned: true },
      {
        pathname: '/x/grid/sub',
        subheader: 'Components',
        title: 'Components',
        children: [{ pathname: '/x/grid/heat', title: 'Heat', unstable: true }],
      },
      { subheader: 'empty', title: 'Empty', children: [{ pathname: '/x/grid/none', title: 'None' }] },
    ],
  },
  { pathname: '/versions', title: 'Versions' },
];

const existing = new Set(['/x/whats-new', '/x/grid', '/x/grid/pinning', '/x/grid/heat']);
const lookup: PageLookup = {
  docIdOf: (pathname) => (existing.has(pathname) ? pathname.slice(3) || 'index' : null),
  pageExists: (pathname) => pathname === '/versions',
};

describe('navigation tree helpers', () => {
  it('lists page entries (not groups or subheaders)', () => {
    expect(pageEntries(tree).map((entry) => entry.pathname)).toEqual([
      '/x/whats-new',
      '/x/grid',
      '/x/grid/pinning',
      '/x/grid/pivot',
      '/x/grid/heat',
      '/x/grid/none',
      '/versions',
    ]);
  });
  it('lists every pathname, groups included', () => {
    expect(allPathnames(tree)).toContain('/x/grid-group');
    expect(allPathnames(tree)).toContain('/x/grid/sub');
  });
  it('derives tags only from set flags', () => {
    expect(tagsOf({ pathname: '/a' })).toEqual({});
    expect(tagsOf({ pathname: '/a', plan: 'premium', planned: true, newFeature: false })).toEqual({
      plan: 'premium',
      planned: true,
    });
  });
});

describe('buildSidebar', () => {
  const sidebar = buildSidebar(tree, lookup);

  it('keeps only pages whose file exists, and drops empty groups', () => {
    expect(JSON.stringify(sidebar)).not.toContain('pivot');
    expect(JSON.stringify(sidebar)).not.toContain('"Empty"');
  });

  it('turns docs into doc items keyed by pathname, with their tags', () => {
    const group = sidebar[1];
    expect(group).toMatchObject({
      type: 'category',
      label: 'Grid',
      key: '/x/grid-group',
      customProps: { newFeature: true },
    });
    if (group.type !== 'category') throw new Error('expected a category');
    expect(group.items[1]).toEqual({
      type: 'doc',
      id: 'grid/pinning',
      label: 'Pinning',
      key: '/x/grid/pinning',
      customProps: { plan: 'pro' },
    });
  });

  it('renders subheaders as non-collapsible categories flagged as subheaders', () => {
    const group = sidebar[1];
    if (group.type !== 'category') throw new Error('expected a category');
    const subheader = group.items[2];
    expect(subheader).toMatchObject({
      type: 'category',
      label: 'Components',
      collapsible: false,
      collapsed: false,
      customProps: { subheader: true },
    });
    if (subheader.type !== 'category') throw new Error('expected a category');
    expect(subheader.items[0]).toMatchObject({ id: 'grid/heat', customProps: { unstable: true } });
  });

  it('links standalone pages', () => {
    expect(sidebar[2]).toEqual({ type: 'link', href: '/versions', label: 'Versions', key: '/versions' });
  });

  it('gives every item a unique key', () => {
    const keys: string[] = [];
    const walk = (items: typeof sidebar): void =>
      items.forEach((item) => {
        keys.push(item.key);
        if (item.type === 'category') walk(item.items);
      });
    walk(sidebar);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('coverageBySection', () => {
  it('counts pages per top-level section and lists the missing ones', () => {
    const coverage = coverageBySection(tree, (pathname) => existing.has(pathname) || pathname === '/versions');
    expect(coverage).toEqual([
      { section: '/x/whats-new', total: 1, present: 1, missing: [] },
      { section: '/x/grid-group', total: 5, present: 3, missing: ['/x/grid/pivot', '/x/grid/none'] },
      { section: '/versions', total: 1, present: 1, missing: [] },
    ]);
  });
});
