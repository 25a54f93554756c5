/** @jest-environment jsdom */
import { render } from '@testing-library/react';
import type { Props as DropdownProps } from '@theme/NavbarItem/DropdownNavbarItem';
import { mockLocation } from '@site/test/mocks/router';
import { mockDocusaurusContext } from '@site/test/mocks/useDocusaurusContext';
import LanguageMenu from './index';

const mockDropdown = jest.fn((_props: DropdownProps & { 'aria-label'?: string }) => null);
jest.mock(
  '@theme/NavbarItem/DropdownNavbarItem',
  () => ({ __esModule: true, default: (props: DropdownProps) => mockDropdown(props) }),
  {
    virtual: true,
  },
);
jest.mock('@theme/Icon/Language', () => ({ __esModule: true, default: () => <svg data-testid="language-icon" /> }), {
  virtual: true,
});

const lastProps = () => mockDropdown.mock.calls[mockDropdown.mock.calls.length - 1]![0];

afterEach(() => {
  mockDocusaurusContext.i18n.currentLocale = 'en';
  Object.assign(mockLocation, { pathname: '/x/introduction/licensing', search: '', hash: '' });
});

describe('<LanguageMenu>', () => {
  it('offers the current page in every language as a full page load, the current language marked', () => {
    mockDocusaurusContext.i18n.currentLocale = 'zh';
    Object.assign(mockLocation, { pathname: '/zh/x/introduction/', hash: '#plans' });
    render(<LanguageMenu position="right" />);
    expect(lastProps().items).toEqual([
      {
        label: 'English',
        lang: 'en',
        to: 'pathname:///x/introduction#plans',
        target: '_self',
        autoAddBaseUrl: false,
        className: undefined,
      },
      {
        label: '简体中文',
        lang: 'zh-CN',
        to: 'pathname:///zh/x/introduction#plans',
        target: '_self',
        autoAddBaseUrl: false,
        className: 'dropdown__link--active',
      },
    ]);
  });

  it('is named and labelled after the current language, and passes its other props on', () => {
    render(<LanguageMenu position="right" />);
    expect(lastProps()['aria-label']).toBe('Language: English');
    expect(lastProps().position).toBe('right');
    const { getByText } = render(<>{lastProps().label}</>);
    expect(getByText('English')).toBeInTheDocument();
  });
});
