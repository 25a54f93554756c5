/** @jest-environment jsdom */
import React from 'react';
import { render, screen } from '@testing-library/react';
import { mockDocusaurusContext } from '@site/test/mocks/useDocusaurusContext';
import TranslationNotice from './index';

const STALE = '@site/i18n/zh/docusaurus-plugin-content-docs-x/current/introduction/licensing.mdx';

jest.mock(
  '@docusaurus/useGlobalData',
  () => ({
    usePluginData: () => ({
      staleSources: ['@site/i18n/zh/docusaurus-plugin-content-docs-x/current/introduction/licensing.mdx'],
    }),
  }),
  { virtual: true },
);
jest.mock('@docusaurus/router', () => ({
  useLocation: () => ({ pathname: '/zh/x/introduction/licensing', search: '', hash: '' }),
}));
jest.mock(
  '@theme/Admonition',
  () =>
    function Admonition({ title, children }: { title: string; children: React.ReactNode }) {
      return (
        <aside aria-label={title}>
          <strong>{title}</strong>
          {children}
        </aside>
      );
    },
  { virtual: true },
);
// Keeps the link element that the message places ({link}), which the shared stand-in turns into text.
jest.mock('@docusaurus/Translate', () => ({
  translate: ({ message }: { message: string }) => message,
  __esModule: true,
  default: ({ children, values }: { children: string; values: Record<string, React.ReactNode> }) => {
    const [before, after] = children.split('{link}');
    return (
      <>
        {before}
        {values.link}
        {after}
      </>
    );
  },
}));

describe('TranslationNotice', () => {
  afterEach(() => {
    mockDocusaurusContext.i18n.currentLocale = 'en';
  });

  const inChinese = () => {
    mockDocusaurusContext.i18n.currentLocale = 'zh';
    Object.assign(mockDocusaurusContext.i18n, { defaultLocale: 'en' });
  };

  it('says a page without translation shows English, and links the English original', () => {
    inChinese();
    render(<TranslationNotice source="@site/docs/x/introduction/licensing.mdx" />);
    expect(screen.getByRole('complementary', { name: 'Not translated yet' })).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'English' });
    expect(link).toHaveAttribute('href', '/x/introduction/licensing');
    expect(link).toHaveAttribute('hreflang', 'en');
    expect(link.closest('[data-pagefind-ignore]')).not.toBeNull();
  });

  it('says a translation made from an older English page may be out of date', () => {
    inChinese();
    render(<TranslationNotice source={STALE} />);
    expect(screen.getByRole('complementary', { name: 'Not fully translated' })).toBeInTheDocument();
  });

  it('shows nothing for a current translation, nor on an English page', () => {
    inChinese();
    const { container, rerender } = render(
      <TranslationNotice source="@site/i18n/zh/docusaurus-plugin-content-docs-x/current/introduction/support.mdx" />,
    );
    expect(container).toBeEmptyDOMElement();
    mockDocusaurusContext.i18n.currentLocale = 'en';
    rerender(<TranslationNotice source="@site/docs/x/introduction/licensing.mdx" />);
    expect(container).toBeEmptyDOMElement();
  });
});
