/** @jest-environment jsdom */
import { render } from '@testing-library/react';
import type { Props as DropdownProps } from '@theme/NavbarItem/DropdownNavbarItem';
import { DOCS_VERSIONS } from '@site/src/data/products';
import { mockDocusaurusContext } from '@site/test/mocks/useDocusaurusContext';
import VersionMenu from './index';

const mockDropdown = jest.fn((_props: DropdownProps & { 'aria-label'?: string }) => null);
jest.mock(
  '@theme/NavbarItem/DropdownNavbarItem',
  () => ({ __esModule: true, default: (props: DropdownProps) => mockDropdown(props) }),
  {
    virtual: true,
  },
);

const lastProps = () => mockDropdown.mock.calls[mockDropdown.mock.calls.length - 1]![0];
const current = DOCS_VERSIONS.find((version) => version.current)!;

afterEach(() => {
  mockDocusaurusContext.i18n.currentLocale = 'en';
});

describe('<VersionMenu>', () => {
  it('shows the current version, links it inside the site, the archived sites outside, then all versions', () => {
    render(<VersionMenu position="right" />);
    expect(lastProps().label).toBe(current.text);
    expect(lastProps()['aria-label']).toBe(`Version ${current.text}`);
    expect(lastProps().items).toEqual([
      { label: current.text, to: '/x/introduction', className: 'dropdown__link--active' },
      { label: 'v6', href: 'https://v6.mui.com/x/introduction/' },
      { label: 'v5', href: 'https://v5.mui.com/x/introduction/' },
      { label: 'v4', href: 'https://v4.mui.com/' },
      { label: 'All versions', to: '/versions' },
    ]);
  });

  it("keeps the reader's language on the archived sites", () => {
    mockDocusaurusContext.i18n.currentLocale = 'zh';
    render(<VersionMenu position="right" />);
    expect(lastProps().items?.[1]).toEqual({ label: 'v6', href: 'https://v6.mui.com/zh/x/introduction/' });
    expect(lastProps().items?.[0]).toMatchObject({ to: '/x/introduction' });
  });
});
