import { STORAGE_KEYS } from '@site/src/data/constants';
import {
  DEFAULT_DISPLAY_PREFERENCES,
  clampSpacing,
  isDirection,
  type CustomColors,
  type DisplayPreferences,
} from './displayPreferences';
import { isValidPaletteColor } from './paletteValidation';
import { browserLocalStorage } from '../storage/browserStorage';

/**
 * Reads and writes display preferences in localStorage. Every failure (storage blocked, quota,
 * malformed JSON, unknown values) falls back to the defaults field by field and never throws.
 *
 * They live together as JSON under their own key. The colour mode is not one of them: its key
 * belongs to `src/modules/colorMode`.
 */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** The page's localStorage, or null where reading the property itself throws (blocked storage). */
export function browserStorage(): StorageLike | null {
  return browserLocalStorage();
}

function safeGet(storage: StorageLike | null, key: string): string | null {
  try {
    return storage ? storage.getItem(key) : null;
  } catch {
    return null;
  }
}

function readColors(value: unknown): CustomColors {
  if (value === null || typeof value !== 'object') return {};
  const colors: CustomColors = {};
  for (const name of ['primary', 'secondary'] as const) {
    const color = (value as Record<string, unknown>)[name];
    // isHexColor accepts surrounding spaces, which the theme does not: store the trimmed value.
    if (isValidPaletteColor(color)) colors[name] = { main: color.main.trim() };
  }
  return colors;
}

export function readDisplayPreferences(storage: StorageLike | null): DisplayPreferences {
  const defaults = DEFAULT_DISPLAY_PREFERENCES;
  let stored: Record<string, unknown> = {};
  const raw = safeGet(storage, STORAGE_KEYS.display);
  if (raw) {
    try {
      const parsed: unknown = JSON.parse(raw);
      if (parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)) {
        stored = parsed as Record<string, unknown>;
      }
    } catch {
      stored = {};
    }
  }
  return {
    direction: isDirection(stored.direction) ? stored.direction : defaults.direction,
    dense: typeof stored.dense === 'boolean' ? stored.dense : defaults.dense,
    spacing: typeof stored.spacing === 'number' ? clampSpacing(stored.spacing) : defaults.spacing,
    colors: readColors(stored.colors),
  };
}

/** Persists the preferences; returns false when storage refused the write. */
export function writeDisplayPreferences(storage: StorageLike | null, preferences: DisplayPreferences): boolean {
  if (!storage) return false;
  try {
    const { direction, dense, spacing, colors } = preferences;
    storage.setItem(STORAGE_KEYS.display, JSON.stringify({ direction, dense, spacing, colors }));
    return true;
  } catch {
    return false;
  }
}
