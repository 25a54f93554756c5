import { STORAGE_KEYS } from '@site/src/data/constants';
import { browserLocalStorage } from '../storage/browserStorage';
import { DEFAULT_MODE_CHOICE, isModeChoice, type ModeChoice } from './colorModeChoice';

/**
 * Where the colour mode is kept, and the only code that reads or writes it.
 *
 * - The choice lives under one key, `theme`: the key Docusaurus's inline first-paint script reads
 *   (`storage.namespace` is off). `light` or `dark`; absent means `system` (Docusaurus's script would
 *   put a stored `system` into `data-theme` as is, so it is never written).
 * - MUI's CssVarsProvider insists on keeping a copy of its own (v5.18 always uses `localStorage`).
 *   It gets keys of its own (`MUI_COPY_KEYS`), written from the owner before MUI first reads them;
 *   the owner never reads them.
 * - Earlier versions let MUI keep its copy under `LEGACY_KEYS`. When `theme` is absent, their mode
 *   is taken over once; then they are removed, so they are never read again.
 *
 * Every failure (storage blocked, quota, unknown values) falls back to `system` and never throws.
 */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export const COLOR_MODE_KEY = STORAGE_KEYS.mode;

/** MUI's own copy: `mode`, and the colour scheme per mode under `colorScheme` + `-light` / `-dark`. */
export const MUI_COPY_KEYS = { mode: 'portal.mui-copy.mode', colorScheme: 'portal.mui-copy.color-scheme' } as const;

/** The keys MUI's copy had before; the first is the one whose mode is migrated. */
export const LEGACY_KEYS = [
  'portal.mui-mode',
  'portal.mui-color-scheme-light',
  'portal.mui-color-scheme-dark',
  'portal.mui-color-scheme',
] as const;
const LEGACY_MODE_KEY = LEGACY_KEYS[0];

/** The page's localStorage, or null outside a browser or where storage is blocked. */
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

/** Runs a write; false when storage is missing or refuses it. */
function safeWrite(storage: StorageLike | null, write: (storage: StorageLike) => void): boolean {
  if (!storage) return false;
  try {
    write(storage);
    return true;
  } catch {
    return false;
  }
}

/** The choice under the one key. Anything but `light`, `dark` or a hand-written `system` is `system`. */
export function readChoice(storage: StorageLike | null): ModeChoice {
  const stored = safeGet(storage, COLOR_MODE_KEY);
  return isModeChoice(stored) ? stored : DEFAULT_MODE_CHOICE;
}

export interface StoredChoice {
  choice: ModeChoice;
  /** `theme`: the one key decided (even an unreadable value there); `legacy`: MUI's old key did. */
  from: 'theme' | 'legacy' | 'default';
}

/**
 * The stored choice at the start of a page: the one key decides whenever it holds anything; only
 * when it is absent does a valid mode under the legacy MUI key count.
 */
export function readStoredChoice(storage: StorageLike | null): StoredChoice {
  if (safeGet(storage, COLOR_MODE_KEY) !== null) return { choice: readChoice(storage), from: 'theme' };
  const legacy = safeGet(storage, LEGACY_MODE_KEY);
  if (isModeChoice(legacy)) return { choice: legacy, from: 'legacy' };
  return { choice: DEFAULT_MODE_CHOICE, from: 'default' };
}

/** What the one key holds for a choice: `null` (absent) for `system`. */
function storedValue(choice: ModeChoice): string | null {
  return choice === 'system' ? null : choice;
}

/** Stores the choice under the one key (`system` removes it); false when storage refused. */
export function writeChoice(storage: StorageLike | null, choice: ModeChoice): boolean {
  const value = storedValue(choice);
  return safeWrite(storage, (s) => (value === null ? s.removeItem(COLOR_MODE_KEY) : s.setItem(COLOR_MODE_KEY, value)));
}

/** MUI's copy as the owner gives it: the choice as its mode, each mode's own colour scheme. */
export function muiCopy(choice: ModeChoice): Record<string, string> {
  return {
    [MUI_COPY_KEYS.mode]: choice,
    [`${MUI_COPY_KEYS.colorScheme}-light`]: 'light',
    [`${MUI_COPY_KEYS.colorScheme}-dark`]: 'dark',
  };
}

/**
 * The start of a page in the browser, before anything renders MUI: reads the stored choice once,
 * writes it under the one key when that does not already hold it (which migrates a legacy choice and
 * clears an unreadable value), removes the legacy keys and writes MUI's copy, so MUI's first read
 * finds the owner's choice. Returns the choice.
 */
export function startColorMode(storage: StorageLike | null): ModeChoice {
  const { choice } = readStoredChoice(storage);
  if (safeGet(storage, COLOR_MODE_KEY) !== storedValue(choice)) writeChoice(storage, choice);
  safeWrite(storage, (s) => LEGACY_KEYS.forEach((key) => s.removeItem(key)));
  safeWrite(storage, (s) => Object.entries(muiCopy(choice)).forEach(([key, value]) => s.setItem(key, value)));
  return choice;
}
