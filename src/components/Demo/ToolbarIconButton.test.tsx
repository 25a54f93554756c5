/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import ToolbarIconButton from './ToolbarIconButton';

describe('<ToolbarIconButton>', () => {
  it('is a small icon button named by its label, with the label as a tooltip above it, flush with its end', () => {
    const onClick = jest.fn();
    const { container } = render(
      <ToolbarIconButton label="Reset demo" onClick={onClick} data-demo-event="reset">
        <svg />
      </ToolbarIconButton>,
    );
    const button = screen.getByRole('button', { name: 'Reset demo' });
    expect(button).toHaveClass('button', 'small');
    expect(button).toHaveAttribute('data-demo-event', 'reset');
    const tooltip = container.querySelector('.tooltip');
    expect(tooltip).toHaveClass('top', 'end');
    expect(tooltip).toHaveAttribute('aria-hidden', 'true');
    expect(tooltip).toHaveTextContent('Reset demo');
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
