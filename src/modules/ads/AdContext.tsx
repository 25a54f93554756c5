import React, { createContext, useMemo } from 'react';
import { useRequiredContext } from '../react/useRequiredContext';
import { trackAd, type AdAction } from '@site/src/modules/analytics';
import { useServiceUrls } from '@site/src/modules/config/useServiceUrls';
import { sleep, type FetchLike, type Sleep } from './fetchAd';
import type { Random } from './selection';

/** What the slot takes from the browser; a component test replaces any of it. */
export interface AdEnvironment {
  fetch: FetchLike;
  sleep: Sleep;
  random: Random;
  now(): number;
  userAgent(): string;
  /** Reports an ad event (the analytics bridge samples the displays). */
  track(action: AdAction, label: string): void;
}

export interface AdContextValue {
  /** Where the slots of this provider sit (`doc-top`); part of every analytics label. */
  readonly placement: string;
  readonly scriptUrl: string;
  readonly jsonUrl: string;
  readonly environment: AdEnvironment;
}

const browserEnvironment: AdEnvironment = {
  fetch: (url, init) => window.fetch(url, init),
  sleep,
  random: () => Math.random(),
  now: () => Date.now(),
  userAgent: () => (typeof navigator === 'undefined' ? '' : navigator.userAgent),
  track: trackAd,
};

const AdContext = createContext<AdContextValue | null>(null);

export interface AdProviderProps {
  placement: string;
  children: React.ReactNode;
  /** The built site's addresses (`customFields.services`) unless given. */
  scriptUrl?: string;
  jsonUrl?: string;
  environment?: Partial<AdEnvironment>;
}

/** Gives the ad slots inside it their placement, the ad service addresses and the browser. */
export function AdProvider({
  placement,
  children,
  scriptUrl,
  jsonUrl,
  environment,
}: AdProviderProps): React.JSX.Element {
  const services = useServiceUrls();
  const resolvedScriptUrl = scriptUrl ?? services.adScriptUrl;
  const resolvedJsonUrl = jsonUrl ?? services.adJsonUrl;
  const value = useMemo<AdContextValue>(
    () => ({
      placement,
      scriptUrl: resolvedScriptUrl,
      jsonUrl: resolvedJsonUrl,
      environment: { ...browserEnvironment, ...environment },
    }),
    [placement, resolvedScriptUrl, resolvedJsonUrl, environment],
  );
  return <AdContext.Provider value={value}>{children}</AdContext.Provider>;
}

/** The ad context; outside an AdProvider it throws the error naming the missing provider (spec section 8). */
export function useAdContext(): AdContextValue {
  return useRequiredContext(AdContext, 'useAdContext', 'an AdProvider');
}
