import {
  parsePathname,
  pathnameInLanguage,
  productCategoryOf,
  splitLanguage,
  stripHash,
  stripTrailingSlash,
  toServerPathname,
} from './pathname';

describe('language prefix', () => {
  it('defaults to en without a prefix', () => {
    expect(parsePathname('/x/introduction').userLanguage).toBe('en');
  });
  it('recognises zh and strips it', () => {
    const parsed = parsePathname('/zh/x/introduction/licensing');
    expect(parsed.userLanguage).toBe('zh');
    expect(parsed.canonicalPathname).toBe('/x/introduction/licensing');
  });
  it('recognises an explicit en prefix', () => {
    expect(splitLanguage('/en/components/buttons')).toEqual({ language: 'en', rest: '/components/buttons' });
  });
  it('ignores two-letter prefixes other than en and zh', () => {
    const parsed = parsePathname('/fr/x/introduction');
    expect(parsed.userLanguage).toBe('en');
    expect(parsed.canonicalPathname).toBe('/fr/x/introduction');
  });
  it('does not take a longer first segment for a language', () => {
    expect(parsePathname('/zhx/page').userLanguage).toBe('en');
  });
  it('maps the bare language root to /', () => {
    expect(parsePathname('/zh').canonicalPathname).toBe('/');
    expect(parsePathname('/zh/').canonicalPathname).toBe('/');
  });
});

describe('hash and trailing slash', () => {
  it('strips a trailing hash', () => {
    expect(stripHash('/x/introduction#licensing')).toBe('/x/introduction');
    expect(parsePathname('/zh/x/introduction/#top').canonicalPathname).toBe('/x/introduction');
  });
  it('strips a query', () => {
    expect(stripHash('/x/a?b=1#c')).toBe('/x/a');
  });
  it('removes trailing slashes but keeps the root', () => {
    expect(stripTrailingSlash('/x/introduction/')).toBe('/x/introduction');
    expect(stripTrailingSlash('/x//')).toBe('/x');
    expect(stripTrailingSlash('/')).toBe('/');
    expect(parsePathname('').canonicalPathname).toBe('/');
  });
});

describe('api -> api-docs', () => {
  it('maps a leading /api segment', () => {
    expect(toServerPathname('/api/button')).toBe('/api-docs/button');
    expect(parsePathname('/zh/api/button/').canonicalAsServer).toBe('/api-docs/button');
  });
  it('leaves other paths, and api deeper in the path, alone', () => {
    expect(toServerPathname('/x/api/data-grid/data-grid')).toBe('/x/api/data-grid/data-grid');
    expect(toServerPathname('/apis')).toBe('/apis');
  });
});

describe('product category', () => {
  it.each([
    ['/x/react-data-grid', 'x'],
    ['/x', 'x'],
    ['/toolpad/getting-started', 'toolpad'],
    ['/components/buttons', 'core'],
    ['/getting-started/installation', 'core'],
    ['/system/spacing', 'core'],
    ['/customization/theming', 'core'],
    ['/api/button', 'core'],
    ['/blog/hello', 'docs'],
    ['/versions', 'docs'],
    ['/', 'docs'],
  ] as const)('%s -> %s', (path, category) => {
    expect(productCategoryOf(path)).toBe(category);
  });
  it('is decided after the language prefix', () => {
    expect(parsePathname('/zh/x/whats-new').productCategory).toBe('x');
  });
});

describe('blog paths', () => {
  it('are excluded from language handling', () => {
    const parsed = parsePathname('/zh/blog/first-post');
    expect(parsed.isBlog).toBe(true);
    expect(parsed.userLanguage).toBe('en');
    expect(parsed.canonicalPathname).toBe('/blog/first-post');
  });
  it('never get a language prefix', () => {
    expect(pathnameInLanguage('/blog', 'zh')).toBe('/blog');
    expect(pathnameInLanguage('/x/introduction', 'zh')).toBe('/zh/x/introduction');
    expect(pathnameInLanguage('/x/introduction/', 'en')).toBe('/x/introduction');
    expect(pathnameInLanguage('/', 'zh')).toBe('/zh');
  });
});

describe('docs tab segment', () => {
  it('is optional', () => {
    expect(parsePathname('/components/buttons').docsTab).toBeNull();
  });
  it('is split off the canonical pathname', () => {
    const parsed = parsePathname('/zh/components/buttons/components-api/');
    expect(parsed.docsTab).toBe('components-api');
    expect(parsed.canonicalPathname).toBe('/components/buttons');
    expect(parsed.canonicalAs).toBe('/components/buttons/components-api');
  });
  it('recognises the hooks tab', () => {
    expect(parsePathname('/components/autocomplete/hooks-api').docsTab).toBe('hooks-api');
  });
});

describe('playground', () => {
  it('is recognised in both languages', () => {
    expect(parsePathname('/playground').isPlayground).toBe(true);
    expect(parsePathname('/zh/playground/').isPlayground).toBe(true);
    expect(parsePathname('/playgrounds').isPlayground).toBe(false);
    expect(parsePathname('/playground').productCategory).toBe('docs');
  });
});
