import { useLocation } from '@docusaurus/router';
import React, { createContext, useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import {
  DEFAULT_CODE_PREFERENCES,
  codePreferencesReducer,
  parseCodePreferenceUpdate,
  parseDemoHash,
  type CodePreferences,
  type CodeStyling,
  type CodeVariant,
} from './codePreferences';
import { useRequiredContext } from '../react/useRequiredContext';
import {
  codePreferencesInCookies,
  readBrowserCookies,
  readCodePreferences,
  writeCodePreference,
} from './codePreferenceCookies';

export interface CodePreferencesValue {
  codeVariant: CodeVariant;
  codeStyling: CodeStyling;
  /** False until the cookies (and the page's hash) have been read after hydration. */
  loaded: boolean;
  setCodeVariant(codeVariant: CodeVariant): void;
  setCodeStyling(codeStyling: CodeStyling): void;
  /** The demo the page's hash links to (`#BasicGrid.tsx`), so that demo can open its code; else null. */
  openDemo: string | null;
}

/** Other tabs hear every change on this channel. */
export const CODE_PREFERENCES_CHANNEL = 'portal-code-preferences';

type ChannelMessage = Partial<CodePreferences>;

const CodePreferencesContext = createContext<CodePreferencesValue | null>(null);

function openChannel(): BroadcastChannel | null {
  try {
    return typeof BroadcastChannel === 'function' ? new BroadcastChannel(CODE_PREFERENCES_CHANNEL) : null;
  } catch {
    return null;
  }
}

function currentHash(): string {
  try {
    return window.location.hash;
  } catch {
    return '';
  }
}

/**
 * Holds the code preferences. The first render uses the defaults, exactly like the server render,
 * so hydration never mismatches; the cookies are read right after, then a demo hash in the URL
 * (`#tailwind-BasicGrid.js`) overrides them, is persisted, and names the demo to open; a link to such
 * a hash followed inside the site does the same. Every change
 * is written to the cookies and posted to the other tabs, which apply it without posting it back;
 * where BroadcastChannel is missing, a tab re-reads the cookies when it gets the focus.
 */
export function CodePreferencesProvider({ children }: { children: React.ReactNode }): React.JSX.Element {
  const [preferences, dispatch] = useReducer(codePreferencesReducer, DEFAULT_CODE_PREFERENCES);
  const [loaded, setLoaded] = useState(false);
  const [openDemo, setOpenDemo] = useState<string | null>(null);
  const channelRef = useRef<BroadcastChannel | null>(null);

  /** Applies an update here only: no cookie, no message (what another tab or a cookie tells us). */
  const applyLocally = useCallback((update: ChannelMessage) => {
    if (update.codeVariant) dispatch({ type: 'SET_CODE_VARIANT', payload: update.codeVariant });
    if (update.codeStyling) dispatch({ type: 'SET_CODE_STYLING', payload: update.codeStyling });
  }, []);

  /** A change made in this tab: applied, persisted and posted to the other tabs. */
  const change = useCallback(
    (requested: unknown) => {
      const update = parseCodePreferenceUpdate(requested);
      if (!update.codeVariant && !update.codeStyling) return;
      applyLocally(update);
      if (update.codeVariant) writeCodePreference('codeVariant', update.codeVariant);
      if (update.codeStyling) writeCodePreference('codeStyling', update.codeStyling);
      try {
        channelRef.current?.postMessage(update);
      } catch {
        // A closed channel: the other tabs catch up on focus.
      }
    },
    [applyLocally],
  );

  /** Follows a demo hash in the URL; any other hash closes nothing but clears `openDemo`. */
  const followHash = useCallback(() => {
    const demo = parseDemoHash(currentHash());
    if (!demo) {
      setOpenDemo(null);
      return;
    }
    change({ codeVariant: demo.codeVariant, codeStyling: demo.codeStyling });
    setOpenDemo(demo.demoName);
  }, [change]);

  // Declared first, so the channel is open when the mount effect below posts a hash's change.
  useEffect(() => {
    const channel = openChannel();
    channelRef.current = channel;
    if (!channel) return undefined;
    channel.onmessage = (event: MessageEvent) => applyLocally(parseCodePreferenceUpdate(event.data));
    return () => {
      channel.onmessage = null;
      channel.close();
      if (channelRef.current === channel) channelRef.current = null;
    };
  }, [applyLocally]);

  useEffect(() => {
    dispatch({ type: 'LOAD', payload: readCodePreferences(readBrowserCookies()) });
    setLoaded(true);
  }, []);

  // After the cookies (effects run in order): the hash on arrival, then on every client-side
  // navigation, which changes the router's location without any hashchange event.
  const { hash: routerHash } = useLocation();
  useEffect(() => {
    followHash();
  }, [followHash, routerHash]);

  useEffect(() => {
    window.addEventListener('hashchange', followHash);
    return () => window.removeEventListener('hashchange', followHash);
  }, [followHash]);

  useEffect(() => {
    // Only cookies that are present and valid: where cookies are blocked, the choices made on
    // this page survive the focus instead of falling back to the defaults.
    const onFocus = () => applyLocally(codePreferencesInCookies(readBrowserCookies()));
    window.addEventListener('focus', onFocus);
    return () => window.removeEventListener('focus', onFocus);
  }, [applyLocally]);

  const value = useMemo<CodePreferencesValue>(
    () => ({
      codeVariant: preferences.codeVariant,
      codeStyling: preferences.codeStyling,
      loaded,
      setCodeVariant: (codeVariant) => change({ codeVariant }),
      setCodeStyling: (codeStyling) => change({ codeStyling }),
      openDemo,
    }),
    [preferences, loaded, change, openDemo],
  );

  return <CodePreferencesContext.Provider value={value}>{children}</CodePreferencesContext.Provider>;
}

/** The code preferences; throws a message naming the provider when it is missing. */
export function useCodePreferences(): CodePreferencesValue {
  return useRequiredContext(CodePreferencesContext, 'useCodePreferences', 'a CodePreferencesProvider');
}
