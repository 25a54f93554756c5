import { AD_EVENT, PAGE_VIEW_EVENT, WEB_VITALS_CATEGORY, type AdAction } from './events';
import type { GtagCommand, GtagParams } from './gtagTransport';
import type { ClickEvent } from './clickTracking';
import type { PageViewFields } from './pageView';
import { adDisplaySampled, sampled, type Random } from './sampling';
import { sameUserProperties, type UserProperties } from './userProperties';

/** The part of a web-vitals metric that is reported. */
export interface WebVitalMetric {
  readonly name: string;
  readonly value: number;
  readonly delta: number;
  readonly id: string;
  readonly rating: string;
}

/**
 * What the rest of the portal calls. Every method is safe to call anywhere, any time: without
 * gtag (no id configured, server rendering, script blocked) it does nothing.
 */
export interface Analytics {
  /** A page view. Held until the first user properties are known, so the first hit carries them. */
  pageView(fields: PageViewFields): void;
  /** Sends the user properties when they differ from the last ones sent. */
  setUserProperties(properties: UserProperties): void;
  /** An event of a category, with an action and a label. */
  event(category: string, action?: string, label?: string): void;
  /** A click on a tagged element, sampled by its split. */
  click(click: ClickEvent): void;
  /** An ad event; about one display in ten is reported, every click and crash. */
  ad(action: AdAction, label: string): void;
  webVital(metric: WebVitalMetric): void;
}

/** Page views held before the first user properties arrive; older ones are dropped beyond this. */
export const MAX_HELD_PAGE_VIEWS = 5;

export interface AnalyticsOptions {
  send(command: GtagCommand): boolean;
  random?: Random;
}

function eventParams(category: string, action?: string, label?: string): GtagParams {
  const params: GtagParams = { event_category: category };
  if (action !== undefined) params.event_action = action;
  if (label !== undefined) params.event_label = label;
  return params;
}

/** CLS is a small unitless score: scaled by 1000 so that the integer `value` keeps its precision. */
export function webVitalValue(metric: Pick<WebVitalMetric, 'name' | 'value'>): number {
  return Math.round(metric.name === 'CLS' ? metric.value * 1000 : metric.value);
}

export function createAnalytics({ send, random = Math.random }: AnalyticsOptions): Analytics {
  let lastUserProperties: UserProperties | null = null;
  const heldPageViews: PageViewFields[] = [];

  const sendPageView = (fields: PageViewFields) => send(['event', PAGE_VIEW_EVENT, { ...fields }]);

  return {
    pageView(fields) {
      if (lastUserProperties === null) {
        heldPageViews.push(fields);
        if (heldPageViews.length > MAX_HELD_PAGE_VIEWS) heldPageViews.shift();
        return;
      }
      sendPageView(fields);
    },
    setUserProperties(properties) {
      if (sameUserProperties(lastUserProperties, properties)) return;
      lastUserProperties = properties;
      send(['set', 'user_properties', { ...properties }]);
      for (const fields of heldPageViews.splice(0)) sendPageView(fields);
    },
    event(category, action, label) {
      if (!category) return;
      send(['event', category, eventParams(category, action, label)]);
    },
    click(click) {
      if (!sampled(click.split, random)) return;
      send(['event', click.category, eventParams(click.category, click.action, click.label)]);
    },
    ad(action, label) {
      if (action === 'display' && !adDisplaySampled(random)) return;
      send(['event', AD_EVENT, eventParams(AD_EVENT, action, label)]);
    },
    webVital(metric) {
      send([
        'event',
        metric.name,
        {
          event_category: WEB_VITALS_CATEGORY,
          value: webVitalValue(metric),
          metric_id: metric.id,
          metric_value: metric.value,
          metric_delta: metric.delta,
          metric_rating: metric.rating,
          non_interaction: true,
        },
      ]);
    },
  };
}
