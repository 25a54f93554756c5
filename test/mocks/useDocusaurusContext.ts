/** Test stand-in for @docusaurus/useDocusaurusContext: an English build of a site in English and Chinese. */
export const mockDocusaurusContext = {
  siteConfig: { customFields: {} as Record<string, unknown> },
  i18n: {
    currentLocale: 'en',
    locales: ['en', 'zh'],
    localeConfigs: {
      en: { label: 'English', htmlLang: 'en' },
      zh: { label: '简体中文', htmlLang: 'zh-CN' },
    } as Record<string, { label: string; htmlLang: string }>,
  },
};

export default function useDocusaurusContext(): typeof mockDocusaurusContext {
  return mockDocusaurusContext;
}
