import React, { createContext, useCallback, useEffect, useMemo, useReducer, useState } from 'react';
import { STORAGE_KEYS } from '@site/src/data/constants';
import {
  DEFAULT_DISPLAY_PREFERENCES,
  displayReducer,
  type CustomColors,
  type Direction,
  type DisplayPreferences,
} from './displayPreferences';
import { assertPaletteColors } from './paletteValidation';
import { browserStorage, readDisplayPreferences, writeDisplayPreferences, type StorageLike } from './displayStorage';
import { useRequiredContext } from '../react/useRequiredContext';

export interface DisplayPreferencesValue {
  preferences: DisplayPreferences;
  /** False until the stored preferences have been read after hydration. */
  loaded: boolean;
  setDirection(direction: Direction): void;
  setDense(dense: boolean): void;
  setSpacing(spacing: number): void;
  /** Throws the spec's theme-creation error for an invalid colour; the previous colours stay. */
  changeColors(colors: CustomColors): void;
  resetColors(): void;
}

const DisplayPreferencesContext = createContext<DisplayPreferencesValue | null>(null);

interface ProviderProps {
  children: React.ReactNode;
  /** Injected in tests; defaults to the page's localStorage. */
  storage?: StorageLike | null;
}

/**
 * Holds the display preferences (not the colour mode: see `src/modules/colorMode`). The first render uses the defaults, exactly like the server
 * render, so hydration never mismatches; the stored values are read right after, and every change
 * is written back. Other tabs' changes arrive through the storage event.
 */
export function DisplayPreferencesProvider({ children, storage }: ProviderProps): React.JSX.Element {
  const [preferences, dispatch] = useReducer(displayReducer, DEFAULT_DISPLAY_PREFERENCES);
  const [loaded, setLoaded] = useState(false);
  const resolveStorage = useCallback(() => (storage === undefined ? browserStorage() : storage), [storage]);

  useEffect(() => {
    dispatch({ type: 'LOAD', payload: readDisplayPreferences(resolveStorage()) });
    setLoaded(true);
  }, [resolveStorage]);

  useEffect(() => {
    if (loaded) writeDisplayPreferences(resolveStorage(), preferences);
  }, [loaded, preferences, resolveStorage]);

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === STORAGE_KEYS.display) {
        dispatch({ type: 'LOAD', payload: readDisplayPreferences(resolveStorage()) });
      }
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [resolveStorage]);

  const changeColors = useCallback((colors: CustomColors) => {
    assertPaletteColors(colors);
    dispatch({ type: 'CHANGE_COLORS', payload: colors });
  }, []);

  const value = useMemo<DisplayPreferencesValue>(
    () => ({
      preferences,
      loaded,
      setDirection: (direction) => dispatch({ type: 'SET_DIRECTION', payload: direction }),
      setDense: (dense) => dispatch({ type: 'SET_DENSE', payload: dense }),
      setSpacing: (spacing) => dispatch({ type: 'SET_SPACING', payload: spacing }),
      changeColors,
      resetColors: () => dispatch({ type: 'RESET_COLORS' }),
    }),
    [preferences, loaded, changeColors],
  );

  return <DisplayPreferencesContext.Provider value={value}>{children}</DisplayPreferencesContext.Provider>;
}

/** The display preferences; throws a message naming the provider when it is missing. */
export function useDisplayPreferences(): DisplayPreferencesValue {
  return useRequiredContext(DisplayPreferencesContext, 'useDisplayPreferences', 'a DisplayPreferencesProvider');
}
