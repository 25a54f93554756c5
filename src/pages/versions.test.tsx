/** @jest-environment jsdom */
import React from 'react';
import { render, screen, within } from '@testing-library/react';
import { mockDocusaurusContext } from '@site/test/mocks/useDocusaurusContext';
import Versions from './versions';

jest.mock(
  '@theme/Layout',
  () => ({
    __esModule: true,
    default: ({ title, children }: { title: string; children: React.ReactNode }) => (
      <div data-title={title}>{children}</div>
    ),
  }),
  { virtual: true },
);

afterEach(() => {
  mockDocusaurusContext.i18n.currentLocale = 'en';
});

const table = (product: string) => within(screen.getByRole('heading', { level: 2, name: product }).closest('section')!);

describe('/versions', () => {
  it('lists MUI X and Material UI only, each version in a row', () => {
    render(<Versions />);
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'MUI X',
      'Material UI',
    ]);
    expect(
      table('Material UI')
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['v5Current', 'v4']);
  });

  it('links the current version inside the site and marks it, the archived ones by their address', () => {
    render(<Versions />);
    const x = table('MUI X');
    expect(x.getByRole('link', { name: 'Read these docs' })).toHaveAttribute('href', '/x/introduction');
    expect(x.getByRole('link', { name: 'https://v6.mui.com/x/introduction/' })).toHaveAttribute('rel', 'noopener');
    expect(x.getAllByText('Current')).toHaveLength(1);
  });

  it("sends a Chinese reader to the archives' Chinese pages", () => {
    mockDocusaurusContext.i18n.currentLocale = 'zh';
    render(<Versions />);
    const link = table('MUI X').getByRole('link', { name: 'https://v6.mui.com/zh/x/introduction/' });
    expect(link).toHaveAttribute('href', 'https://v6.mui.com/zh/x/introduction/');
    expect(table('MUI X').getByRole('link', { name: 'Read these docs' })).toHaveAttribute('href', '/x/introduction');
  });
});
