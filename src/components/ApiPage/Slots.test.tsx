/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import type { ApiSlot } from '@site/src/types/apiDocs';
import Slots from './Slots';

const slots: ApiSlot[] = [
  {
    name: 'toolbar',
    description: [{ p: ['The toolbar.'] }],
    default: 'GridToolbar',
    defaultHref: '/x/api/data-grid/grid-toolbar',
  },
  { name: 'baseButton', description: [], default: 'Button' },
  { name: 'footer', description: [] },
  { name: 'cell', description: [], default: 'The `GridCell` of the row' },
  { name: 'detailPanel', description: [], plan: 'pro' },
];

const row = (id: string) => within(document.getElementById(id)!);

describe('<Slots>', () => {
  afterEach(() => window.localStorage.clear());

  it('links a default component that has a page, and shows other names in code font', () => {
    render(<Slots slots={slots} />);
    expect(row('slot-toolbar').getByRole('link', { name: 'GridToolbar' })).toHaveAttribute(
      'href',
      '/x/api/data-grid/grid-toolbar',
    );
    // The cell is in code font itself, with the name as its only content.
    const cell = row('slot-baseButton').getByRole('cell', { name: 'Button' });
    expect(cell).toHaveClass('codeCell');
    expect(cell.innerHTML).toBe('Button');
    expect(row('slot-toolbar').getByRole('cell', { name: 'GridToolbar' })).toHaveClass('codeCell');
    expect(row('slot-baseButton').queryByRole('link', { name: 'Button' })).not.toBeInTheDocument();
  });

  it('says none without a default, and renders a sentence as text with its code spans', () => {
    render(<Slots slots={slots} />);
    expect(row('slot-footer').getByRole('cell', { name: 'none' })).toHaveClass('muted');
    const cell = row('slot-cell');
    expect(cell.getByText('GridCell').tagName).toBe('CODE');
    expect(cell.getByText(/of the row/)).toBeInTheDocument();
    expect(cell.getByText(/of the row/)).not.toHaveClass('codeCell');
  });

  it('anchors every slot and marks a paid one with its plan', () => {
    render(<Slots slots={slots} />);
    expect(screen.getByRole('link', { name: 'detailPanel' })).toHaveAttribute('href', '#slot-detailPanel');
    expect(row('slot-detailPanel').getByRole('img', { name: 'Pro plan' })).toBeInTheDocument();
    expect(row('slot-toolbar').queryByRole('img')).not.toBeInTheDocument();
  });
});
