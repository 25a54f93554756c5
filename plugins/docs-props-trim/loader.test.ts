import { DOCS_ROUTE_PROPS_FILE } from './index';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the bundler's loader is CommonJS
const loader = require('./loader.cjs') as (source: string) => string;

describe('the docs route props loader', () => {
  it("drops the descriptions of the version's docs and keeps everything else", () => {
    const props = {
      version: {
        pluginId: 'x',
        docsSidebars: { x: [{ type: 'link', href: '/x/a', label: 'A', docId: 'a', description: 'kept' }] },
        docs: {
          a: { id: 'a', title: 'A', description: 'About A', sidebar: 'x' },
          b: { id: 'b', title: 'B', sidebar: 'x' },
        },
      },
    };
    expect(JSON.parse(loader(JSON.stringify(props)))).toEqual({
      version: {
        pluginId: 'x',
        docsSidebars: { x: [{ type: 'link', href: '/x/a', label: 'A', docId: 'a', description: 'kept' }] },
        docs: { a: { id: 'a', title: 'A', sidebar: 'x' }, b: { id: 'b', title: 'B', sidebar: 'x' } },
      },
    });
  });

  it('leaves other props files (a tag page lists its docs with their descriptions) and non-JSON as they are', () => {
    const tag = JSON.stringify({ label: 'grid', items: [{ id: 'a', title: 'A', description: 'About A' }] });
    expect(loader(tag)).toBe(tag);
    expect(loader('not json')).toBe('not json');
    expect(loader('null')).toBe('null');
  });

  it('applies to the docs plugin route props of any plugin id, on any platform, and nothing else', () => {
    expect(DOCS_ROUTE_PROPS_FILE.test('/site/.docusaurus/docusaurus-plugin-content-docs/x/p/x-349.json')).toBe(true);
    expect(
      DOCS_ROUTE_PROPS_FILE.test('C:\\site\\.docusaurus\\docusaurus-plugin-content-docs\\default\\p\\a.json'),
    ).toBe(true);
    expect(DOCS_ROUTE_PROPS_FILE.test('/site/.docusaurus/docusaurus-plugin-content-docs/x/site-docs-x-a.json')).toBe(
      false,
    );
    expect(DOCS_ROUTE_PROPS_FILE.test('/site/.docusaurus/docusaurus-plugin-content-blog/default/p/a.json')).toBe(false);
  });
});
