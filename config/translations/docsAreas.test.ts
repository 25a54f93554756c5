import { englishPageDir } from './docsAreas';

describe('englishPageDir', () => {
  it('maps a translated page folder to the folder of its English page, in both docs areas', () => {
    expect(englishPageDir('/site/i18n/zh/docusaurus-plugin-content-docs-x/current/introduction')).toBe(
      '/site/docs/x/introduction',
    );
    expect(englishPageDir('/site/i18n/zh/docusaurus-plugin-content-docs-x/current')).toBe('/site/docs/x');
    expect(englishPageDir('/site/i18n/zh/docusaurus-plugin-content-docs/current/getting-started')).toBe(
      '/site/docs/core/getting-started',
    );
  });

  it('leaves English page folders and other folders alone', () => {
    expect(englishPageDir('/site/docs/x/introduction')).toBe('/site/docs/x/introduction');
    expect(englishPageDir('/site/i18n/zh/docusaurus-plugin-content-blog')).toBe(
      '/site/i18n/zh/docusaurus-plugin-content-blog',
    );
  });
});
