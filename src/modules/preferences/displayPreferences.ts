import { DEFAULT_SPACING, SPACING_RANGE } from '@site/src/data/constants';
import { assertPaletteColors, type PaletteColorInput } from './paletteValidation';

/**
 * The reader's display preferences (spec section 3) and the actions that change them. The colour
 * mode is not one of them: `src/modules/colorMode` owns it.
 */
export type Direction = 'ltr' | 'rtl';
export type PaletteColorName = 'primary' | 'secondary';
export type CustomColors = Partial<Record<PaletteColorName, PaletteColorInput>>;

export interface DisplayPreferences {
  direction: Direction;
  dense: boolean;
  spacing: number;
  colors: CustomColors;
}

export const DIRECTIONS: readonly Direction[] = ['ltr', 'rtl'];

export const DEFAULT_DISPLAY_PREFERENCES: DisplayPreferences = {
  direction: 'ltr',
  dense: false,
  spacing: DEFAULT_SPACING,
  colors: {},
};

export type DisplayAction =
  | { type: 'SET_DIRECTION'; payload: Direction }
  | { type: 'SET_DENSE'; payload: boolean }
  | { type: 'SET_SPACING'; payload: number }
  | { type: 'CHANGE_COLORS'; payload: CustomColors }
  | { type: 'RESET_COLORS' }
  | { type: 'LOAD'; payload: DisplayPreferences };

export function isDirection(value: unknown): value is Direction {
  return typeof value === 'string' && (DIRECTIONS as readonly string[]).includes(value);
}

/** Spacing is a whole number of pixels inside the range the drawer offers. */
export function clampSpacing(value: number): number {
  if (!Number.isFinite(value)) return DEFAULT_SPACING;
  return Math.min(SPACING_RANGE.max, Math.max(SPACING_RANGE.min, Math.round(value)));
}

/**
 * Pure reducer. Colour changes are validated here, so an invalid colour throws the spec's
 * theme-creation error before it can reach the theme; callers keep the previous state.
 */
export function displayReducer(state: DisplayPreferences, action: DisplayAction): DisplayPreferences {
  switch (action.type) {
    case 'SET_DIRECTION':
      return { ...state, direction: action.payload };
    case 'SET_DENSE':
      return { ...state, dense: action.payload };
    case 'SET_SPACING':
      return { ...state, spacing: clampSpacing(action.payload) };
    case 'CHANGE_COLORS': {
      assertPaletteColors(action.payload);
      return { ...state, colors: { ...state.colors, ...action.payload } };
    }
    case 'RESET_COLORS':
      return { ...state, colors: {} };
    case 'LOAD':
      return action.payload;
    default:
      throw new Error('Unrecognized type');
  }
}
