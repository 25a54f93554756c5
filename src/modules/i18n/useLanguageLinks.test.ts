/** @jest-environment jsdom */
import { renderHook } from '@testing-library/react';
import { mockLocation } from '@site/test/mocks/router';
import { mockDocusaurusContext } from '@site/test/mocks/useDocusaurusContext';
import { useLanguageLinks } from './useLanguageLinks';

const { i18n } = mockDocusaurusContext;
const saved = { locales: i18n.locales, localeConfigs: i18n.localeConfigs };
afterEach(() => {
  i18n.currentLocale = 'en';
  i18n.locales = saved.locales;
  i18n.localeConfigs = saved.localeConfigs;
  Object.assign(mockLocation, { pathname: '/x/introduction/licensing', search: '', hash: '' });
});

describe('useLanguageLinks', () => {
  it('links the current page, query and hash in every language, marking the current one', () => {
    i18n.currentLocale = 'zh';
    Object.assign(mockLocation, { pathname: '/zh/x/introduction/licensing', search: '?q=1', hash: '#plans' });
    const { result } = renderHook(() => useLanguageLinks());
    expect(result.current).toEqual([
      { language: 'en', label: 'English', htmlLang: 'en', href: '/x/introduction/licensing?q=1#plans', current: false },
      {
        language: 'zh',
        label: '简体中文',
        htmlLang: 'zh-CN',
        href: '/zh/x/introduction/licensing?q=1#plans',
        current: true,
      },
    ]);
  });

  it('leaves out locales that are not languages of the site, and names a language without config by its code', () => {
    i18n.locales = ['en', 'fr', 'zh'];
    i18n.localeConfigs = { en: saved.localeConfigs.en! };
    const { result } = renderHook(() => useLanguageLinks());
    expect(result.current.map((link) => link.language)).toEqual(['en', 'zh']);
    expect(result.current[1]).toMatchObject({ label: 'zh', htmlLang: 'zh' });
  });
});
