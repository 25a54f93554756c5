/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import PlainIconButton, { plainIconButtonClassName } from './index';

describe('<PlainIconButton>', () => {
  it('is a native button of type button unless told otherwise, named by its label', () => {
    render(
      <>
        <PlainIconButton aria-label="Close">x</PlainIconButton>
        <PlainIconButton aria-label="Send" type="submit">
          s
        </PlainIconButton>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Close' })).toHaveAttribute('type', 'button');
    expect(screen.getByRole('button', { name: 'Send' })).toHaveAttribute('type', 'submit');
  });

  it('takes the colour as a class, the default one when none is given, and keeps its own class', () => {
    render(
      <>
        <PlainIconButton aria-label="a">a</PlainIconButton>
        <PlainIconButton aria-label="b" color="primary" className="extra">
          b
        </PlainIconButton>
      </>,
    );
    expect(screen.getByRole('button', { name: 'a' })).toHaveClass('button', 'default');
    expect(screen.getByRole('button', { name: 'b' })).toHaveClass('button', 'primary', 'extra');
    expect(screen.getByRole('button', { name: 'b' })).not.toHaveClass('default');
  });

  it('passes the button attributes and handlers through; a disabled one is not clicked', () => {
    const onClick = jest.fn();
    const { rerender } = render(
      <PlainIconButton aria-label="Vote" aria-pressed onClick={onClick}>
        v
      </PlainIconButton>,
    );
    const button = screen.getByRole('button', { name: 'Vote' });
    expect(button).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    rerender(
      <PlainIconButton aria-label="Vote" disabled onClick={onClick}>
        v
      </PlainIconButton>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Vote' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('is medium unless told small', () => {
    render(
      <>
        <PlainIconButton aria-label="m">m</PlainIconButton>
        <PlainIconButton aria-label="s" size="small">
          s
        </PlainIconButton>
      </>,
    );
    expect(screen.getByRole('button', { name: 'm' })).not.toHaveClass('small');
    expect(screen.getByRole('button', { name: 's' })).toHaveClass('button', 'default', 'small');
  });

  it('gives a link the same look through its classes', () => {
    expect(plainIconButtonClassName({}).split(' ')).toEqual(['button', 'default']);
    expect(plainIconButtonClassName({ color: 'inherit', size: 'small', className: 'x' }).split(' ')).toEqual([
      'button',
      'inherit',
      'small',
      'x',
    ]);
  });
});
