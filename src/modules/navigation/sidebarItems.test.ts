import {
  isSubheaderItem,
  localizeDocMetadata,
  sidebarLabels,
  tagsOfSidebarItem,
  type ClientSidebarItem,
} from './sidebarItems';

describe('tagsOfSidebarItem', () => {
  it('reads known tags and ignores junk', () => {
    expect(tagsOfSidebarItem({})).toBeNull();
    expect(tagsOfSidebarItem({ customProps: { plan: 'enterprise', newFeature: 'yes' } })).toBeNull();
    expect(tagsOfSidebarItem({ customProps: { plan: 'pro', unstable: true } })).toEqual({
      plan: 'pro',
      unstable: true,
    });
  });
  it('recognises subheaders', () => {
    expect(isSubheaderItem({ customProps: { subheader: true } })).toBe(true);
    expect(isSubheaderItem({ customProps: { plan: 'pro' } })).toBe(false);
  });
});

const sidebar: ClientSidebarItem[] = [
  { type: 'link', label: '新功能', href: '/zh/x/whats-new', docId: 'whats-new' },
  {
    type: 'category',
    label: '介绍',
    items: [
      { type: 'link', label: '概览', href: '/zh/x/introduction', docId: 'introduction/index' },
      { type: 'link', label: '安装', href: '/zh/x/introduction/installation', docId: 'introduction/installation' },
    ],
  },
  { type: 'html' },
];

describe('sidebarLabels', () => {
  it('indexes labels by doc id and href, through categories', () => {
    const { byDocId, byHref } = sidebarLabels(sidebar);
    expect(byDocId.get('introduction/installation')).toBe('安装');
    expect(byHref.get('/zh/x/introduction')).toBe('概览');
  });
});

describe('localizeDocMetadata', () => {
  it('replaces the title and the previous/next titles by the sidebar labels', () => {
    const metadata = {
      id: 'introduction/index',
      title: 'MUI X overview',
      previous: { title: "What's new", permalink: '/zh/x/whats-new' },
      next: { title: 'Installation', permalink: '/zh/x/introduction/installation' },
    };
    expect(localizeDocMetadata(metadata, sidebar)).toEqual({
      id: 'introduction/index',
      title: '概览',
      previous: { title: '新功能', permalink: '/zh/x/whats-new' },
      next: { title: '安装', permalink: '/zh/x/introduction/installation' },
    });
  });
  it('returns the same object when nothing changes', () => {
    const metadata = { id: 'not-in-sidebar', title: 'Alone' };
    expect(localizeDocMetadata(metadata, sidebar)).toBe(metadata);
  });
});
