import { BASELINE_ROUTES, baselineSiteFiles, docPage, docPath, PAGES_PER_SECTION } from './baselineSite';

const routeOf = (file: string): string => `/${file.replace(/\.md$/, '')}`;

describe('baselineSiteFiles', () => {
  const files = baselineSiteFiles({ docPages: 25, blogPosts: 2 });
  const docs = [...files.keys()].filter((file) => file.startsWith('docs/') && file.endsWith('.md'));

  it('writes exactly the requested number of docs pages and blog posts', () => {
    expect(docs).toHaveLength(25);
    expect([...files.keys()].filter((file) => file.startsWith('blog/') && file.endsWith('.md'))).toHaveLength(2);
    expect(files.get('blog/authors.yml')).toContain('name: Baseline author');
  });

  it('groups the pages into sidebar categories of PAGES_PER_SECTION', () => {
    const categories = [...files.keys()].filter((file) => file.endsWith('_category_.json'));
    expect(categories).toHaveLength(Math.ceil(25 / PAGES_PER_SECTION));
    expect(docs.filter((file) => file.startsWith('docs/section-01/'))).toHaveLength(PAGES_PER_SECTION);
    expect(docs.filter((file) => file.startsWith('docs/section-03/'))).toHaveLength(5);
  });

  it('has the pages the bench measures', () => {
    const routes = new Set(docs.map(routeOf));
    expect(routes.has(BASELINE_ROUTES.plain)).toBe(true);
    for (const route of BASELINE_ROUTES.navigation) expect(routes.has(route)).toBe(true);
  });

  it('is a classic site in two locales with the same future flags as the portal and a home page', () => {
    const config = files.get('docusaurus.config.js')!;
    expect(config).toContain("locales: ['en', 'zh']");
    expect(config).toContain('future: { v4: true, faster: true }');
    expect(config).toContain("'classic'");
    expect(files.get('src/pages/index.md')).toMatch(/^---\ntitle: /);
    expect(files.has('package.json')).toBe(true);
    expect(config).toContain("favicon: 'img/favicon.svg'");
    expect(files.get('static/img/favicon.svg')).toMatch(/^<svg /);
  });

  it('writes the same text on every run', () => {
    expect(baselineSiteFiles({ docPages: 25, blogPosts: 2 })).toEqual(files);
  });

  it('refuses a shape the bench cannot measure', () => {
    expect(() => baselineSiteFiles({ docPages: 2, blogPosts: 0 })).toThrow('at least 3 docs pages');
    expect(() => baselineSiteFiles({ docPages: 10, blogPosts: -1 })).toThrow('Invalid blog post count');
  });
});

describe('docPage', () => {
  it('is Markdown with a title, a description and the usual parts of a text page', () => {
    const text = docPage(7);
    expect(text).toMatch(/^---\ntitle: Page 7\ndescription: .+\n---\n/);
    expect(text).toContain('## Usage');
    expect(text).toContain('| option | default | effect |');
    expect(text).toContain('```tsx title="Example.tsx"');
    expect(text.split(/\s+/).length).toBeGreaterThan(300);
  });

  it('differs from page to page', () => {
    expect(docPage(1)).not.toBe(docPage(2));
  });
});

describe('docPath', () => {
  it('numbers pages across sections', () => {
    expect(docPath(1)).toBe('docs/section-01/page-001.md');
    expect(docPath(PAGES_PER_SECTION)).toBe('docs/section-01/page-010.md');
    expect(docPath(PAGES_PER_SECTION + 1)).toBe('docs/section-02/page-011.md');
  });
});
