import type { PropSidebarItem } from '@docusaurus/plugin-content-docs';
import { sameDocItem, sameLine, sameSidebarItem, type IsActiveItem, type LineRenderProps } from './renderSkips';

describe('sameLine', () => {
  const tokens = [{ types: ['plain'], content: 'const a = 1;' }];
  const theme = { plain: {}, styles: [] };
  const base: LineRenderProps = {
    line: tokens,
    prismTheme: theme,
    showLineNumbers: false,
    classNames: ['highlighted'],
  };

  it('skips a line whose tokens, theme, numbering and class names are unchanged (class name arrays rebuilt)', () => {
    expect(sameLine(base, { ...base, classNames: ['highlighted'] })).toBe(true);
    expect(sameLine({ ...base, classNames: undefined }, { ...base, classNames: undefined })).toBe(true);
  });

  it('renders a line again when its tokens, the Prism theme, numbering or class names change', () => {
    expect(sameLine(base, { ...base, line: [...tokens] })).toBe(false);
    expect(sameLine(base, { ...base, prismTheme: { plain: {}, styles: [] } })).toBe(false);
    expect(sameLine(base, { ...base, showLineNumbers: true })).toBe(false);
    expect(sameLine(base, { ...base, classNames: ['added'] })).toBe(false);
    expect(sameLine(base, { ...base, classNames: ['highlighted', 'added'] })).toBe(false);
    expect(sameLine(base, { ...base, classNames: undefined })).toBe(false);
  });
});

describe('sameDocItem', () => {
  const content = () => null;
  const route = { path: '/getting-started/usage' };

  it('skips a page whose content and route are the same, whatever the router props', () => {
    const previous = { content, route, location: { pathname: '/getting-started/usage' } };
    const next = { content, route, location: { pathname: '/getting-started/installation' } };
    expect(sameDocItem(previous, next)).toBe(true);
  });

  it('renders a page again when its content or route changes', () => {
    expect(sameDocItem({ content, route }, { content: () => null, route })).toBe(false);
    expect(sameDocItem({ content, route }, { content, route: { path: '/getting-started/usage' } })).toBe(false);
  });
});

/** The rule of @docusaurus/plugin-content-docs: a link is active on its page, a category when any item inside is. */
const isActive: IsActiveItem = (item, activePath) =>
  item.type === 'link'
    ? item.href === activePath
    : item.type === 'category'
      ? item.href === activePath || item.items.some((inner) => isActive(inner, activePath))
      : false;

const link = (href: string): PropSidebarItem => ({ type: 'link', label: href, href });
const buttons = link('/components/buttons');
const groups = link('/components/button-group');
const inputs: PropSidebarItem = {
  type: 'category',
  label: 'Inputs',
  collapsed: false,
  collapsible: true,
  items: [buttons, groups],
};
const other: PropSidebarItem = {
  type: 'category',
  label: 'Layout',
  collapsed: false,
  collapsible: true,
  items: [link('/components/box'), link('/components/grid')],
};

const same = (item: PropSidebarItem, from: string, to: string, extra: Record<string, unknown> = {}): boolean =>
  sameSidebarItem(
    { item, activePath: from, level: 1, index: 0 },
    { item, activePath: to, level: 1, index: 0, ...extra },
    isActive,
  );

describe('sameSidebarItem', () => {
  it('skips a link that was not and does not become the active page', () => {
    expect(same(link('/components/grid'), '/components/buttons', '/components/button-group')).toBe(true);
  });

  it('renders the link of the page left and the link of the page reached', () => {
    expect(same(buttons, '/components/buttons', '/components/button-group')).toBe(false);
    expect(same(groups, '/components/buttons', '/components/button-group')).toBe(false);
  });

  it('renders a category on the old or new branch, and skips one on neither', () => {
    expect(same(inputs, '/components/buttons', '/components/button-group')).toBe(false);
    expect(same(inputs, '/components/box', '/components/buttons')).toBe(false);
    expect(same(other, '/components/buttons', '/components/button-group')).toBe(true);
  });

  it('renders again when any other prop changes, whatever the path', () => {
    expect(same(link('/components/grid'), '/a', '/b', { level: 2 })).toBe(false);
    expect(same(link('/components/grid'), '/a', '/a', { onItemClick: () => undefined })).toBe(false);
    expect(
      sameSidebarItem(
        { item: other, activePath: '/a' },
        { item: { ...other, collapsed: true }, activePath: '/a' },
        isActive,
      ),
    ).toBe(false);
  });

  it('skips an item whose props are all the same', () => {
    expect(same(buttons, '/components/buttons', '/components/buttons')).toBe(true);
  });
});
