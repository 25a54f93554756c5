/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import ScrollableTable from './index';

function setSizes(scrollWidth: number, clientWidth: number): () => void {
  const scroll = jest.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(scrollWidth);
  const client = jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(clientWidth);
  return () => {
    scroll.mockRestore();
    client.mockRestore();
  };
}

const rows = (
  <tbody>
    <tr>
      <td>cell</td>
    </tr>
  </tbody>
);

describe('ScrollableTable', () => {
  it('joins the tab order while it is wider than its box', () => {
    const restore = setSizes(620, 358);
    render(<ScrollableTable aria-label="props">{rows}</ScrollableTable>);
    expect(screen.getByRole('table', { name: 'props' })).toHaveAttribute('tabindex', '0');
    restore();
  });

  it('stays out of the tab order when it fits', () => {
    const restore = setSizes(358, 358);
    render(<ScrollableTable aria-label="props">{rows}</ScrollableTable>);
    expect(screen.getByRole('table', { name: 'props' })).not.toHaveAttribute('tabindex');
    restore();
  });
});
