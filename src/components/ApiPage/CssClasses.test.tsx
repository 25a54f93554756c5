/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import CssClasses from './CssClasses';

describe('<CssClasses>', () => {
  afterEach(() => window.localStorage.clear());

  it('lists each global class name with its rule name, under a Class name column', () => {
    render(
      <CssClasses
        classes={[{ key: 'root', className: 'MuiDataGrid-root', description: [{ p: ['Styles the root.'] }] }]}
      />,
    );
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Class name',
      'Rule name',
      'Description',
    ]);
    const row = within(document.getElementById('css-root')!);
    expect(row.getByRole('link', { name: '.MuiDataGrid-root' })).toHaveAttribute('href', '#css-root');
    expect(row.getByRole('cell', { name: 'root' })).toHaveClass('codeCell');
    expect(row.queryByText('Deprecated')).not.toBeInTheDocument();
  });

  it('marks a deprecated class and says why before its description', () => {
    render(
      <CssClasses
        classes={[
          {
            key: 'main',
            className: 'MuiDataGrid-main',
            description: [{ p: ['The main area.'] }],
            deprecated: [{ p: ['Use root.'] }],
          },
        ]}
      />,
    );
    const row = within(document.getElementById('css-main')!);
    expect(row.getAllByText('Deprecated')).toHaveLength(2);
    expect(row.getByText('Use root.')).toBeInTheDocument();
  });
});
