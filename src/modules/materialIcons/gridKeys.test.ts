import { gridKeyTarget } from './gridKeys';

describe('gridKeyTarget', () => {
  // 10 icons in rows of 4: 0-3, 4-7, 8-9.
  const move = (key: string, position: number, options: { rtl?: boolean; ctrl?: boolean } = {}) =>
    gridKeyTarget(key, position, 10, 4, options.rtl ?? false, options.ctrl ?? false);

  it('moves by one along the row and by a row up and down, within the list', () => {
    expect(move('ArrowRight', 5)).toBe(6);
    expect(move('ArrowLeft', 5)).toBe(4);
    expect(move('ArrowDown', 5)).toBe(9);
    expect(move('ArrowDown', 7)).toBe(9);
    expect(move('ArrowUp', 2)).toBe(0);
    expect(move('ArrowLeft', 0)).toBe(0);
  });

  it('mirrors left and right in right-to-left', () => {
    expect(move('ArrowLeft', 5, { rtl: true })).toBe(6);
    expect(move('ArrowRight', 5, { rtl: true })).toBe(4);
  });

  it('goes to the ends of the row, or of the list with Ctrl', () => {
    expect(move('Home', 6)).toBe(4);
    expect(move('End', 5)).toBe(7);
    expect(move('End', 8)).toBe(9);
    expect(move('Home', 6, { ctrl: true })).toBe(0);
    expect(move('End', 1, { ctrl: true })).toBe(9);
  });

  it('ignores other keys and an empty list', () => {
    expect(move('Enter', 3)).toBeNull();
    expect(gridKeyTarget('ArrowRight', 0, 0, 4, false, false)).toBeNull();
  });
});
