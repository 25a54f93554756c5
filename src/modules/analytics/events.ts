/**
 * The names of everything the portal sends to Google Analytics: event names, parameters, user
 * property names and the `data-ga-event-*` attributes that tag clickable controls. Components never
 * spell these out; they ask for the attributes of a settings or demo action here.
 */

/** Attributes read by the delegated click listener (`clickTracking.ts`). */
export const GA_ATTRIBUTES = {
  category: 'data-ga-event-category',
  action: 'data-ga-event-action',
  label: 'data-ga-event-label',
  split: 'data-ga-event-split',
} as const;

export const PAGE_VIEW_EVENT = 'page_view';
export const AD_EVENT = 'ad';
export const WEB_VITALS_CATEGORY = 'Web Vitals';

export type AdAction = 'display' | 'click' | 'crash';

/** What a settings-drawer control does when clicked (the label carries the value chosen, if any). */
export type SettingsAction = 'open' | 'close' | 'mode' | 'direction' | 'dense' | 'reset-colors' | 'language';

/** What a demo-toolbar control does when clicked (the label is the demo's name). */
export type DemoAction =
  | 'show-code'
  | 'hide-code'
  | 'copy'
  | 'reset'
  | 'source'
  | 'open-stackblitz'
  | 'open-codesandbox'
  | 'variant-ts'
  | 'variant-js'
  | 'styling-menu'
  | 'styling-system'
  | 'styling-tailwind'
  | 'styling-css'
  | 'crash';

export const EVENT_CATEGORIES = { settings: 'settings', demo: 'demo' } as const;

export type GaEventAttributes = {
  'data-ga-event-category': string;
  'data-ga-event-action': string;
  'data-ga-event-label'?: string;
  'data-ga-event-split'?: string;
};

/** The attributes that make clicks inside an element send an event (spread them on the element). */
export function gaEventAttributes(category: string, action: string, label?: string, split?: number): GaEventAttributes {
  const attributes: GaEventAttributes = { [GA_ATTRIBUTES.category]: category, [GA_ATTRIBUTES.action]: action };
  if (label !== undefined) attributes[GA_ATTRIBUTES.label] = label;
  if (split !== undefined) attributes[GA_ATTRIBUTES.split] = String(split);
  return attributes;
}

export function settingsEventAttributes(action: SettingsAction, label?: string): GaEventAttributes {
  return gaEventAttributes(EVENT_CATEGORIES.settings, action, label);
}

export function demoEventAttributes(action: DemoAction, demoName: string): GaEventAttributes {
  return gaEventAttributes(EVENT_CATEGORIES.demo, action, demoName);
}
