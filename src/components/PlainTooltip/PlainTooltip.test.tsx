/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import PlainTooltip from './index';

describe('<PlainTooltip>', () => {
  it('shows its words for the eye only, beside the control it wraps', () => {
    const { container } = render(
      <PlainTooltip label="Reset demo">
        <button type="button" aria-label="Reset demo">
          r
        </button>
      </PlainTooltip>,
    );
    const tooltip = container.querySelector('.tooltip');
    expect(tooltip).toHaveAttribute('aria-hidden', 'true');
    expect(tooltip).toHaveTextContent('Reset demo');
    expect(tooltip?.previousElementSibling).toBe(screen.getByRole('button', { name: 'Reset demo' }));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('sits below and centred unless told, above and flush with the end when told', () => {
    const { container, rerender } = render(
      <PlainTooltip label="Settings">
        <button type="button">s</button>
      </PlainTooltip>,
    );
    expect(container.querySelector('.tooltip')).toHaveClass('bottom', 'center');
    rerender(
      <PlainTooltip label="Settings" placement="top" align="end" className="extra">
        <button type="button">s</button>
      </PlainTooltip>,
    );
    expect(container.querySelector('.tooltip')).toHaveClass('top', 'end');
    expect(container.querySelector('.tooltip')).not.toHaveClass('bottom', 'center');
    expect(container.firstElementChild).toHaveClass('anchor', 'extra');
  });

  it('hides on Escape until the pointer or the focus leaves; other keys leave it', () => {
    const { container } = render(
      <PlainTooltip label="Copy">
        <button type="button">c</button>
      </PlainTooltip>,
    );
    const root = container.firstElementChild!;
    const button = screen.getByRole('button');
    fireEvent.keyDown(button, { key: 'Enter' });
    expect(root).not.toHaveClass('dismissed');
    fireEvent.keyDown(button, { key: 'Escape' });
    expect(root).toHaveClass('dismissed');
    fireEvent.pointerLeave(root);
    expect(root).not.toHaveClass('dismissed');
    fireEvent.keyDown(button, { key: 'Escape' });
    expect(root).toHaveClass('dismissed');
    fireEvent.blur(button);
    expect(root).not.toHaveClass('dismissed');
  });
});
