import { sidebarTranslationEntries } from './translationKeys';
import type { SidebarItem } from './tree';

describe('sidebarTranslationEntries', () => {
  it('names categories, docs and links the way Docusaurus keys them', () => {
    const items: SidebarItem[] = [
      {
        type: 'category',
        label: 'Introduction',
        key: '/x/introduction-group',
        collapsible: true,
        collapsed: true,
        items: [{ type: 'doc', id: 'introduction/index', label: 'Overview', key: '/x/introduction' }],
      },
      { type: 'link', href: '/versions', label: 'Versions', key: '/versions' },
    ];
    const entries = sidebarTranslationEntries('x', items);
    expect(Object.keys(entries)).toEqual([
      'sidebar.x.category./x/introduction-group',
      'sidebar.x.doc./x/introduction',
      'sidebar.x.link./versions',
    ]);
    expect(entries['sidebar.x.doc./x/introduction'].message).toBe('Overview');
  });
});
