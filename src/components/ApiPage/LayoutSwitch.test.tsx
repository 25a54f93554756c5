/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import LayoutSwitch from './LayoutSwitch';

describe('<LayoutSwitch>', () => {
  it('is named after its section and offers the table and the list, the current one pressed', () => {
    render(<LayoutSwitch section="classes" layout="list" onChange={() => undefined} />);
    expect(screen.getByRole('group', { name: 'Layout of the CSS classes' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Table' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: 'List' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('hands on the other layout, and nothing when the current one is pressed again', () => {
    const onChange = jest.fn();
    render(<LayoutSwitch section="props" layout="table" onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: 'Table' }));
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'List' }));
    expect(onChange).toHaveBeenCalledWith('list');
  });
});
