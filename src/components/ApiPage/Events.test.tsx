/** @jest-environment jsdom */
import { render, within } from '@testing-library/react';
import Events from './Events';

describe('<Events>', () => {
  afterEach(() => window.localStorage.clear());

  it("shows the params with links, the DOM event when there is one, 'none' when not, and the plan", () => {
    render(
      <Events
        events={[
          {
            name: 'rowClick',
            description: [{ p: ['Fired on a click.'] }],
            params: [{ name: 'GridRowParams', href: '/x/api/data-grid/grid-row-params' }],
            event: ['MouseEvent'],
          },
          { name: 'rowsSet', description: [], params: ['void'], plan: 'premium' },
        ]}
      />,
    );
    const rowClick = within(document.getElementById('event-rowClick')!);
    expect(rowClick.getByRole('link', { name: 'GridRowParams' })).toHaveAttribute(
      'href',
      '/x/api/data-grid/grid-row-params',
    );
    expect(rowClick.getByRole('cell', { name: 'MouseEvent' })).toHaveClass('codeCell');
    expect(rowClick.getByRole('cell', { name: 'GridRowParams' })).toHaveClass('codeCell');
    expect(rowClick.queryByText('none')).not.toBeInTheDocument();
    const rowsSet = within(document.getElementById('event-rowsSet')!);
    expect(rowsSet.getByRole('cell', { name: 'none' })).toHaveClass('muted');
    expect(rowsSet.getByRole('img', { name: 'Premium plan' })).toBeInTheDocument();
  });
});
