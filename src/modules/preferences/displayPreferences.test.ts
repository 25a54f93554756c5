import { DEFAULT_SPACING, SPACING_RANGE } from '@site/src/data/constants';
import {
  DEFAULT_DISPLAY_PREFERENCES,
  DIRECTIONS,
  clampSpacing,
  displayReducer,
  isDirection,
  type DisplayAction,
  type DisplayPreferences,
} from './displayPreferences';

const base: DisplayPreferences = { ...DEFAULT_DISPLAY_PREFERENCES, colors: {} };

describe('defaults', () => {
  // The mode (system by default) is src/modules/colorMode's: see colorModeChoice.test.ts.
  it('start left to right, not dense, 8 px spacing and no custom colours', () => {
    expect(DEFAULT_DISPLAY_PREFERENCES).toEqual({ direction: 'ltr', dense: false, spacing: 8, colors: {} });
    expect(DEFAULT_SPACING).toBe(8);
  });
  it('list the two directions', () => {
    expect([...DIRECTIONS].sort()).toEqual(['ltr', 'rtl']);
  });
});

describe('displayReducer', () => {
  it('SET_DIRECTION changes only the direction', () => {
    expect(displayReducer(base, { type: 'SET_DIRECTION', payload: 'rtl' })).toEqual({ ...base, direction: 'rtl' });
    expect(displayReducer({ ...base, direction: 'rtl' }, { type: 'SET_DIRECTION', payload: 'ltr' }).direction).toBe(
      'ltr',
    );
  });

  it('SET_DENSE changes only the density', () => {
    expect(displayReducer(base, { type: 'SET_DENSE', payload: true })).toEqual({ ...base, dense: true });
    expect(displayReducer({ ...base, dense: true }, { type: 'SET_DENSE', payload: false }).dense).toBe(false);
  });

  it('SET_SPACING stores a value inside the range as is', () => {
    expect(displayReducer(base, { type: 'SET_SPACING', payload: 10 })).toEqual({ ...base, spacing: 10 });
  });

  it('SET_SPACING clamps and rounds the value', () => {
    expect(displayReducer(base, { type: 'SET_SPACING', payload: 100 }).spacing).toBe(SPACING_RANGE.max);
    expect(displayReducer(base, { type: 'SET_SPACING', payload: -3 }).spacing).toBe(SPACING_RANGE.min);
    expect(displayReducer(base, { type: 'SET_SPACING', payload: 9.6 }).spacing).toBe(10);
    expect(displayReducer(base, { type: 'SET_SPACING', payload: Number.NaN }).spacing).toBe(DEFAULT_SPACING);
  });

  it('CHANGE_COLORS merges the new colours with the previous ones', () => {
    const withPrimary = displayReducer(base, { type: 'CHANGE_COLORS', payload: { primary: { main: '#b71c1c' } } });
    expect(withPrimary.colors).toEqual({ primary: { main: '#b71c1c' } });
    const withBoth = displayReducer(withPrimary, {
      type: 'CHANGE_COLORS',
      payload: { secondary: { main: '#00ff00' } },
    });
    expect(withBoth).toEqual({ ...base, colors: { primary: { main: '#b71c1c' }, secondary: { main: '#00ff00' } } });
    const replaced = displayReducer(withBoth, { type: 'CHANGE_COLORS', payload: { primary: { main: '#123456' } } });
    expect(replaced.colors.primary).toEqual({ main: '#123456' });
    expect(replaced.colors.secondary).toEqual({ main: '#00ff00' });
  });

  it('CHANGE_COLORS throws the theme-creation error for a colour without main', () => {
    const action = { type: 'CHANGE_COLORS', payload: { primary: {} } } as unknown as DisplayAction;
    expect(() => displayReducer(base, action)).toThrow(
      'MUI: The color (primary) provided to the theme is invalid.\nThe color object needs to have a `main` property.',
    );
  });

  it('CHANGE_COLORS throws the theme-creation error for a non-string main', () => {
    const action = { type: 'CHANGE_COLORS', payload: { secondary: { main: 42 } } } as unknown as DisplayAction;
    expect(() => displayReducer(base, action)).toThrow(
      'MUI: The color (secondary) provided to the theme is invalid.\n`color.main` should be a string, but `42` was provided instead.',
    );
  });

  it('CHANGE_COLORS with an invalid colour does not alter the state it was given', () => {
    const state: DisplayPreferences = { ...base, colors: { primary: { main: '#111111' } } };
    const snapshot = JSON.parse(JSON.stringify(state));
    const action = {
      type: 'CHANGE_COLORS',
      payload: { secondary: { main: '#222222' }, primary: {} },
    } as unknown as DisplayAction;
    expect(() => displayReducer(state, action)).toThrow(/needs to have a `main` property/);
    expect(state).toEqual(snapshot);
  });

  it('RESET_COLORS clears the custom colours and keeps everything else', () => {
    const state: DisplayPreferences = {
      ...base,
      direction: 'rtl',
      dense: true,
      colors: { primary: { main: '#111111' } },
    };
    expect(displayReducer(state, { type: 'RESET_COLORS' })).toEqual({ ...state, colors: {} });
  });

  it('LOAD replaces the whole state', () => {
    const loaded: DisplayPreferences = {
      direction: 'rtl',
      dense: true,
      spacing: 5,
      colors: { secondary: { main: '#abcdef' } },
    };
    expect(displayReducer(base, { type: 'LOAD', payload: loaded })).toBe(loaded);
  });

  it('does not mutate the previous state', () => {
    const state: DisplayPreferences = { ...base, colors: { primary: { main: '#111111' } } };
    const snapshot = JSON.parse(JSON.stringify(state));
    displayReducer(state, { type: 'SET_DIRECTION', payload: 'rtl' });
    displayReducer(state, { type: 'CHANGE_COLORS', payload: { secondary: { main: '#222222' } } });
    displayReducer(state, { type: 'RESET_COLORS' });
    expect(state).toEqual(snapshot);
  });

  it('throws exactly "Unrecognized type" for an unknown action', () => {
    const action = { type: 'SET_FONT', payload: 'serif' } as unknown as DisplayAction;
    expect(() => displayReducer(base, action)).toThrow(/^Unrecognized type$/);
    let thrown: unknown;
    try {
      displayReducer(base, action);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(Error);
    expect((thrown as Error).message).toBe('Unrecognized type');
  });
});

describe('clampSpacing', () => {
  it('keeps whole values inside the range', () => {
    for (let value = SPACING_RANGE.min; value <= SPACING_RANGE.max; value += 1) expect(clampSpacing(value)).toBe(value);
  });
  it('clamps to the bounds of the range', () => {
    expect(SPACING_RANGE).toEqual({ min: 4, max: 12 });
    expect(clampSpacing(3)).toBe(4);
    expect(clampSpacing(0)).toBe(4);
    expect(clampSpacing(13)).toBe(12);
    expect(clampSpacing(Number.POSITIVE_INFINITY)).toBe(DEFAULT_SPACING);
  });
  it('rounds to a whole number of pixels', () => {
    expect(clampSpacing(7.4)).toBe(7);
    expect(clampSpacing(7.5)).toBe(8);
  });
  it('falls back to the default for a non-finite value', () => {
    expect(clampSpacing(Number.NaN)).toBe(DEFAULT_SPACING);
    expect(clampSpacing(Number.NEGATIVE_INFINITY)).toBe(DEFAULT_SPACING);
  });
});

describe('type guards', () => {
  it('isDirection accepts only ltr and rtl', () => {
    expect(isDirection('ltr')).toBe(true);
    expect(isDirection('rtl')).toBe(true);
    for (const value of ['RTL', 'auto', '', null, undefined, 0, {}]) expect(isDirection(value)).toBe(false);
  });
});
