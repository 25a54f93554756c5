import { areaStatus, pageStatus, problems, sectionOf, sourceHash, summarize } from './translationStatus';
import { formatStatusReport } from './statusReport';

const ENGLISH = '---\ntitle: Licensing\n---\n\nMUI X has three plans.\n';

describe('translation status', () => {
  it('hashes the English text, ignoring line endings and trailing spaces only', () => {
    expect(sourceHash(ENGLISH)).toMatch(/^[0-9a-f]{16}$/);
    expect(sourceHash(ENGLISH.replace(/\n/g, '\r\n'))).toBe(sourceHash(ENGLISH));
    expect(sourceHash(ENGLISH.replace('plans.', 'plans.   '))).toBe(sourceHash(ENGLISH));
    expect(sourceHash(ENGLISH.replace('three', 'four'))).not.toBe(sourceHash(ENGLISH));
  });

  it('calls a translation that recorded the current hash translated', () => {
    const status = pageStatus('a.mdx', ENGLISH, { frontMatter: { title: '许可', source_hash: sourceHash(ENGLISH) } });
    expect(status.state).toBe('translated');
  });

  it('calls a translation stale when the English page changed after it, or when it recorded no hash', () => {
    const old = sourceHash(ENGLISH);
    const changed = ENGLISH.replace('three', 'four');
    const stale = pageStatus('a.mdx', changed, { frontMatter: { source_hash: old } });
    expect(stale).toMatchObject({ state: 'stale', currentHash: sourceHash(changed) });
    expect(pageStatus('a.mdx', ENGLISH, { frontMatter: { title: 'x' } })).toMatchObject({
      state: 'stale',
      reason: 'no source_hash in its front matter',
    });
    expect(pageStatus('a.mdx', ENGLISH, { frontMatter: { source_hash: 42 } }).state).toBe('stale');
  });

  it('calls a page without a translation untranslated, and reports malformed front matter as invalid', () => {
    expect(pageStatus('a.mdx', ENGLISH, undefined).state).toBe('untranslated');
    expect(pageStatus('a.mdx', ENGLISH, { error: 'unexpected end of the stream' })).toMatchObject({
      state: 'invalid',
      reason: 'unexpected end of the stream',
    });
  });

  it('lists a translation whose English page is gone as an orphan', () => {
    const statuses = areaStatus([], new Map([['gone.mdx', { frontMatter: {} }]]));
    expect(statuses).toEqual([{ relPath: 'gone.mdx', state: 'orphan', reason: 'no English page at this path' }]);
  });

  it('groups pages by section and counts them; only stale, invalid and orphan pages are problems', () => {
    const sources = [
      { relPath: 'introduction/index.mdx', content: ENGLISH },
      { relPath: 'introduction/licensing.mdx', content: ENGLISH },
      { relPath: 'whats-new.mdx', content: ENGLISH },
      { relPath: 'react-charts/bars.mdx', content: ENGLISH },
    ];
    const translations = new Map([
      ['introduction/index.mdx', { frontMatter: { source_hash: sourceHash(ENGLISH) } }],
      ['introduction/licensing.mdx', { frontMatter: { source_hash: '0000000000000000' } }],
      ['whats-new.mdx', { error: 'bad yaml' }],
    ]);
    const statuses = areaStatus(sources, translations);
    expect(summarize('/x', statuses)).toEqual([
      { section: '/x/introduction', translated: 1, stale: 1, untranslated: 0 },
      { section: '/x/react-charts', translated: 0, stale: 0, untranslated: 1 },
      { section: '/x/whats-new', translated: 0, stale: 1, untranslated: 0 },
    ]);
    expect(problems(statuses).map((status) => status.relPath)).toEqual(['introduction/licensing.mdx', 'whats-new.mdx']);
  });

  it('names sections under the core route without a double slash', () => {
    expect(sectionOf('/', 'getting-started/installation.mdx')).toBe('/getting-started');
    expect(sectionOf('/x', 'whats-new.mdx')).toBe('/x/whats-new');
    expect(sectionOf('/x', 'index.mdx')).toBe('/x');
  });

  it('prints a table with totals and names every file to fix with the hash to record', () => {
    const report = formatStatusReport(
      'zh',
      [{ section: '/x/introduction', translated: 1, stale: 1, untranslated: 3 }],
      [
        {
          relPath: 'introduction/licensing.mdx',
          file: 'i18n/zh/docusaurus-plugin-content-docs-x/current/introduction/licensing.mdx',
          state: 'stale',
          currentHash: 'abcdef0123456789',
          reason: 'the English page changed after the translation',
        },
      ],
      'source_hash',
    );
    expect(report).toContain('Translations: zh');
    expect(report).toMatch(/\/x\/introduction\s+1\s+1\s+3/);
    expect(report).toMatch(/total\s+1\s+1\s+3/);
    expect(report).toContain(
      'stale: i18n/zh/docusaurus-plugin-content-docs-x/current/introduction/licensing.mdx: the English page changed after the translation (update the page, then set source_hash: abcdef0123456789)',
    );
    expect(formatStatusReport('zh', [], [], 'source_hash')).toContain('No stale translation.');
  });
});
