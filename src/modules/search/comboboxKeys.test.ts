import { comboboxAction } from './comboboxKeys';

describe('comboboxAction', () => {
  it('moves down and up through the options, wrapping around', () => {
    expect(comboboxAction('ArrowDown', -1, 3, true)).toEqual({ type: 'move', index: 0 });
    expect(comboboxAction('ArrowDown', 1, 3, true)).toEqual({ type: 'move', index: 2 });
    expect(comboboxAction('ArrowDown', 2, 3, true)).toEqual({ type: 'move', index: 0 });
    expect(comboboxAction('ArrowUp', -1, 3, true)).toEqual({ type: 'move', index: 2 });
    expect(comboboxAction('ArrowUp', 0, 3, true)).toEqual({ type: 'move', index: 2 });
    expect(comboboxAction('ArrowUp', 2, 3, true)).toEqual({ type: 'move', index: 1 });
  });

  it('opens the active option with Enter, the first when none is active', () => {
    expect(comboboxAction('Enter', 1, 3, true)).toEqual({ type: 'open', index: 1 });
    expect(comboboxAction('Enter', -1, 3, true)).toEqual({ type: 'open', index: 0 });
    expect(comboboxAction('Enter', 0, 0, true)).toEqual({ type: 'none' });
    expect(comboboxAction('Enter', 0, 3, false)).toEqual({ type: 'none' });
  });

  it('closes with Escape only when open, and ignores other keys', () => {
    expect(comboboxAction('Escape', 0, 3, true)).toEqual({ type: 'close' });
    expect(comboboxAction('Escape', 0, 3, false)).toEqual({ type: 'none' });
    expect(comboboxAction('a', 0, 3, true)).toEqual({ type: 'none' });
    expect(comboboxAction('ArrowDown', -1, 0, true)).toEqual({ type: 'none' });
  });
});
