import { translationNoticeKind } from './translationNotice';

const STALE = ['@site/i18n/zh/docusaurus-plugin-content-docs-x/current/introduction/licensing.mdx'];

describe('translationNoticeKind', () => {
  it('shows nothing in the default locale, whatever the source', () => {
    expect(translationNoticeKind('en', 'en', '@site/docs/x/introduction/licensing.mdx', STALE)).toBeNull();
  });

  it('marks a page served from its English file as untranslated', () => {
    expect(translationNoticeKind('zh', 'en', '@site/docs/x/react-charts/bars.mdx', STALE)).toBe('untranslated');
  });

  it('marks a translation made from an older English page as stale, and a current one as fine', () => {
    expect(translationNoticeKind('zh', 'en', STALE[0]!, STALE)).toBe('stale');
    expect(
      translationNoticeKind(
        'zh',
        'en',
        '@site/i18n/zh/docusaurus-plugin-content-docs-x/current/introduction/support.mdx',
        STALE,
      ),
    ).toBeNull();
  });
});
