/** @jest-environment jsdom */
import { renderHook } from '@testing-library/react';
import { mockDocusaurusContext } from '@site/test/mocks/useDocusaurusContext';
import { useCurrentLanguage } from './useCurrentLanguage';

afterEach(() => {
  mockDocusaurusContext.i18n.currentLocale = 'en';
});

describe('useCurrentLanguage', () => {
  it("is the build's locale when it is a language of the site", () => {
    mockDocusaurusContext.i18n.currentLocale = 'zh';
    expect(renderHook(() => useCurrentLanguage()).result.current).toBe('zh');
  });

  it('falls back to the default language for any other locale', () => {
    mockDocusaurusContext.i18n.currentLocale = 'fr';
    expect(renderHook(() => useCurrentLanguage()).result.current).toBe('en');
  });
});
