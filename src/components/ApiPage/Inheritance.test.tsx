/** @jest-environment jsdom */
import React from 'react';
import { render, screen } from '@testing-library/react';
import Inheritance from './Inheritance';

/** Like the shared stand-in, but it puts React values (the linked type name) in place. */
jest.mock('@docusaurus/Translate', () => {
  const ReactModule = jest.requireActual<typeof React>('react');
  return {
    __esModule: true,
    default: ({ children, values }: { children: string; values: Record<string, React.ReactNode> }) =>
      ReactModule.createElement(
        ReactModule.Fragment,
        null,
        ...children.split(/(\{\w+\})/).map((part, index) => {
          const key = /^\{(\w+)\}$/.exec(part)?.[1];
          return ReactModule.createElement(ReactModule.Fragment, { key: index }, key ? values[key] : part);
        }),
      ),
  };
});

describe('<Inheritance>', () => {
  it('says how many listed entries a type of the page gives, linking it when it has a page', () => {
    render(
      <Inheritance
        groups={[
          {
            from: 'DataGridProps',
            package: '@mui/x-data-grid',
            count: 12,
            listed: true,
            href: '/x/api/data-grid/data-grid',
          },
          { from: 'GridRowProps', package: '@mui/x-data-grid', count: 2, listed: true },
        ]}
      />,
    );
    const [first, second] = screen.getAllByRole('listitem');
    expect(first).toHaveTextContent('DataGridProps from @mui/x-data-grid: 12 of the entries above.');
    expect(screen.getByRole('link', { name: 'DataGridProps' })).toHaveAttribute('href', '/x/api/data-grid/data-grid');
    expect(second).toHaveTextContent('GridRowProps from @mui/x-data-grid: 2 of the entries above.');
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });

  it("tells React's attributes apart from another library's props, both accepted but not listed", () => {
    render(
      <Inheritance
        groups={[
          { from: 'HTMLAttributes', package: '@types/react', count: 250, listed: false },
          { from: 'BoxProps', package: '@mui/material', count: 3, listed: false },
        ]}
      />,
    );
    const [react, material] = screen.getAllByRole('listitem');
    expect(react).toHaveTextContent(
      'The 250 attributes of the root element (HTMLAttributes, from @types/react) are accepted too; they are not listed here.',
    );
    expect(material).toHaveTextContent(
      'The 3 props of BoxProps from @mui/material are accepted too; they are not listed here.',
    );
  });
});
