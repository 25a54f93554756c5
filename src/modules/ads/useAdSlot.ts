import { useEffect, useState, type RefObject } from 'react';
import { useErrorBoundary } from 'react-error-boundary';
import { injectAdScript, hasScriptAd } from './adScript';
import { useAdContext } from './AdContext';
import { isBotUserAgent } from './bot';
import type { CarbonAd } from './carbonAd';
import { fetchCarbonAd } from './fetchAd';
import { adLabel } from './labels';
import { startPolling } from './polling';
import {
  afterPoll,
  BOT_SELECTION,
  chooseFallback,
  inHouseOnlySelection,
  INITIAL_SELECTION,
  type AdSelection,
} from './selection';

export interface AdSlotState {
  readonly selection: AdSelection;
  /** The analytics label of what the slot shows (or waits for). */
  readonly label: string;
}

export interface AdSlotElements {
  /** The empty element the ad script goes into (and puts its ad in). */
  container: RefObject<HTMLElement | null>;
  /** The element around what the slot renders itself (the JSON ad, an in-house ad, the notice). */
  shown: RefObject<HTMLElement | null>;
  /** The analytics labels of the fallback ads, in the order the slot renders them. */
  fallbackLabels: readonly string[];
}

/**
 * The endpoint as an absolute address (the configured one may be a path of this site), or null;
 * null when none is configured (empty), which would otherwise resolve to the page itself.
 */
function absoluteUrl(address: string): string | null {
  if (!address.trim()) return null;
  try {
    return new URL(address, window.location.href).href;
  } catch {
    return null;
  }
}

/**
 * The life of one ad slot, after hydration (the server and the first client render show the empty
 * reserved slot): a bot gets nothing; anyone else gets the ad script injected into `container`,
 * the JSON endpoint read, and the polls of `afterPoll` until an ad shows or the polls run out. An
 * address left empty is not requested; with both empty (no ad service configured) the slot shows an
 * in-house ad at once and makes no request at all.
 * Each ad shown is reported once as a display, once it is really in the page. Everything stops
 * when the slot unmounts.
 * An error in that work (outside rendering, where React would not see it) goes to the slot's error
 * boundary like a rendering error, so every crash of the slot is handled in one place.

 */
export function useAdSlot({ container, shown, fallbackLabels }: AdSlotElements): AdSlotState {
  const { placement, scriptUrl, jsonUrl, environment } = useAdContext();
  const [selection, setSelection] = useState<AdSelection>(INITIAL_SELECTION);
  const { showBoundary } = useErrorBoundary();
  const fallbackCount = fallbackLabels.length;

  useEffect(() => {
    const controller = new AbortController();
    let removeScript = (): void => undefined;
    let stopPolling = (): void => undefined;
    const stopAll = (): void => {
      stopPolling();
      controller.abort();
      removeScript();
    };
    const crash = (error: unknown): void => {
      stopAll();
      showBoundary(error);
    };
    try {
      if (isBotUserAgent(environment.userAgent())) {
        setSelection(BOT_SELECTION);
        return undefined;
      }
      const endpoint = absoluteUrl(jsonUrl);
      const hasScript = scriptUrl.trim() !== '';
      if (!hasScript && !endpoint) {
        setSelection(inHouseOnlySelection(fallbackCount, environment.random));
        return undefined;
      }
      if (container.current && hasScript) removeScript = injectAdScript(container.current, scriptUrl);
      let jsonAd: CarbonAd | null = null;
      if (endpoint) {
        void fetchCarbonAd({
          url: endpoint,
          fetch: environment.fetch,
          sleep: environment.sleep,
          now: environment.now,
          signal: controller.signal,
        }).then((ad) => {
          jsonAd = ad;
        });
      }
      let current = INITIAL_SELECTION;
      setSelection(current);
      stopPolling = startPolling({
        poll: () => {
          try {
            current = afterPoll(current, { scriptAd: hasScriptAd(container.current), jsonAd }, () =>
              chooseFallback(fallbackCount, environment.random),
            );
          } catch (error) {
            crash(error);
            return false;
          }
          setSelection(current);
          if (current.done) controller.abort();
          return !current.done;
        },
      });
    } catch (error) {
      crash(error);
    }
    return stopAll;
  }, [container, environment, scriptUrl, jsonUrl, fallbackCount, showBoundary]);

  const label = adLabel(selection.view, placement, fallbackLabels);
  const { kind } = selection.view;
  useEffect(() => {
    if (kind === 'none') return;
    const element = kind === 'carbon' ? container.current : shown.current;
    if (element?.isConnected) environment.track('display', label);
  }, [environment, label, kind, container, shown]);

  return { selection, label };
}
