import React, { createContext, useCallback, useEffect, useMemo, useState } from 'react';
import { useRequiredContext } from '../react/useRequiredContext';
import { DEFAULT_MODE_CHOICE, effectiveMode, type ModeChoice, type PaletteMode } from './colorModeChoice';
import {
  COLOR_MODE_KEY,
  browserStorage,
  readChoice,
  startColorMode,
  writeChoice,
  type StorageLike,
} from './colorModeStorage';
import { systemPrefersDarkNow, useSystemPrefersDark } from './useSystemPrefersDark';
import { showMode } from './showMode';

export interface ColorModeValue {
  /** What the reader chose: light, system or dark. */
  choice: ModeChoice;
  /** The mode actually painted (system resolved with the OS preference). */
  mode: PaletteMode;
  /** What the operating system prefers, live. */
  systemPrefersDark: boolean;
  /** False until the stored choice is applied, right after hydration. */
  loaded: boolean;
  setChoice(choice: ModeChoice): void;
}

const ColorModeContext = createContext<ColorModeValue | null>(null);

interface ProviderProps {
  children: React.ReactNode;
  /** Injected in tests; defaults to the page's localStorage. */
  storage?: StorageLike | null;
}

/**
 * The owner of the colour mode: it alone reads, decides and writes it, and everything else (the
 * settings drawer, Docusaurus's colour mode, MUI's provider, the document's attributes, analytics)
 * follows this context.
 *
 * The stored choice is read once, in the first browser render, which comes before MUI's provider
 * below reads its copy: that is when MUI's copy is written from it (`startColorMode`). The rendered
 * value still starts with the default, exactly like the server render, so hydration never
 * mismatches; the stored choice is applied right after. Other tabs' changes arrive through the
 * storage event.
 */
export function ColorModeProvider({ children, storage }: ProviderProps): React.JSX.Element {
  const resolveStorage = useCallback(() => (storage === undefined ? browserStorage() : storage), [storage]);
  const [started] = useState(() =>
    typeof window === 'undefined' ? DEFAULT_MODE_CHOICE : startColorMode(resolveStorage()),
  );
  const [choice, setChoiceState] = useState<ModeChoice>(DEFAULT_MODE_CHOICE);
  const [loaded, setLoaded] = useState(false);
  const systemPrefersDark = useSystemPrefersDark();

  useEffect(() => {
    setChoiceState(started);
    setLoaded(true);
  }, [started]);

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === COLOR_MODE_KEY) setChoiceState(readChoice(resolveStorage()));
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [resolveStorage]);

  const setChoice = useCallback(
    (next: ModeChoice) => {
      writeChoice(resolveStorage(), next);
      showMode(document, effectiveMode(next, systemPrefersDarkNow()));
      setChoiceState(next);
    },
    [resolveStorage],
  );

  const value = useMemo<ColorModeValue>(
    () => ({ choice, mode: effectiveMode(choice, systemPrefersDark), systemPrefersDark, loaded, setChoice }),
    [choice, systemPrefersDark, loaded, setChoice],
  );
  return <ColorModeContext.Provider value={value}>{children}</ColorModeContext.Provider>;
}

/** The colour mode; throws a message naming the provider when it is missing. */
export function useColorModeOwner(): ColorModeValue {
  return useRequiredContext(ColorModeContext, 'useColorModeOwner', 'a ColorModeProvider');
}
