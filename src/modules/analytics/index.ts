/**
 * The analytics bridge of the portal: the one place that knows gtag, the sampling rules and the
 * event names. Other modules call the functions below (or tag a control with the attributes from
 * `events.ts`); all of them are no-ops until the analytics client module has loaded gtag with a
 * configured measurement id, and again once gtag turns out to be blocked.
 */
import { createAnalytics, type Analytics } from './analytics';
import { createGtagTransport, type GtagWindow } from './gtagTransport';
import { EVENT_CATEGORIES, type AdAction, type DemoAction } from './events';

export const gtagTransport = createGtagTransport(() =>
  typeof window === 'undefined' ? undefined : (window as unknown as GtagWindow),
);

export const analytics: Analytics = createAnalytics({ send: gtagTransport.send });

/** An event of a category (`settings`, `demo`, ...) with an action and a label. */
export function trackEvent(category: string, action?: string, label?: string): void {
  analytics.event(category, action, label);
}

/** Something that happened to a demo outside a click (a crash); the label is the demo's name. */
export function trackDemoEvent(action: DemoAction, demoName: string): void {
  analytics.event(EVENT_CATEGORIES.demo, action, demoName);
}

/** An ad shown, clicked or crashed; the label names the ad. Displays are sampled (about 1 in 10). */
export function trackAd(action: AdAction, label: string): void {
  analytics.ad(action, label);
}

export {
  demoEventAttributes,
  gaEventAttributes,
  settingsEventAttributes,
  type AdAction,
  type DemoAction,
  type GaEventAttributes,
  type SettingsAction,
} from './events';
