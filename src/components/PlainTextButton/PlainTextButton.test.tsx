/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import PlainTextButton from './index';

describe('<PlainTextButton>', () => {
  it('is a native button of type button, named by its words, the icon hidden from assistive technology', () => {
    const { container } = render(<PlainTextButton startIcon={<svg data-testid="icon" />}>Show code</PlainTextButton>);
    const button = screen.getByRole('button', { name: 'Show code' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveClass('button');
    expect(container.querySelector('.startIcon')).toHaveAttribute('aria-hidden', 'true');
    expect(container.querySelector('.startIcon')?.firstElementChild).toBe(screen.getByTestId('icon'));
  });

  it('draws no icon box without an icon, keeps its own class and passes attributes and handlers', () => {
    const onClick = jest.fn();
    const { container } = render(
      <PlainTextButton className="copy" aria-live="polite" data-demo-event="copy" onClick={onClick}>
        Copy
      </PlainTextButton>,
    );
    const button = screen.getByRole('button', { name: 'Copy' });
    expect(container.querySelector('.startIcon')).toBeNull();
    expect(button).toHaveClass('button', 'copy');
    expect(button).toHaveAttribute('aria-live', 'polite');
    expect(button).toHaveAttribute('data-demo-event', 'copy');
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
