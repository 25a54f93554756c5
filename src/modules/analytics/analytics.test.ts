import { MAX_HELD_PAGE_VIEWS, createAnalytics, webVitalValue } from './analytics';
import type { GtagCommand } from './gtagTransport';
import type { PageViewFields } from './pageView';
import { deriveUserProperties } from './userProperties';

function setup(randomDraws: number[] = []) {
  const sent: GtagCommand[] = [];
  const draws = [...randomDraws];
  const random = jest.fn(() => {
    const next = draws.shift();
    if (next === undefined) throw new Error('no draw left');
    return next;
  });
  const analytics = createAnalytics({ send: (command) => (sent.push(command), true), random });
  return { analytics, sent, random };
}

const PROPERTIES = deriveUserProperties({
  codeVariant: 'TS',
  codeStyling: 'system',
  userLanguage: 'en',
  devicePixelRatio: 1,
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64)',
  systemPrefersDark: false,
  mode: 'system',
});

const view = (location: string): PageViewFields => ({
  page_title: `Title of ${location}`,
  page_location: location,
  product_id: 'x-date-pickers',
  product_category: 'x',
});

describe('page views and user properties', () => {
  it('holds page views until the first user properties, then sends them after the properties', () => {
    const { analytics, sent } = setup();
    analytics.pageView(view('/x/a'));
    expect(sent).toEqual([]);
    analytics.setUserProperties(PROPERTIES);
    expect(sent).toEqual([
      ['set', 'user_properties', { ...PROPERTIES }],
      ['event', 'page_view', view('/x/a')],
    ]);
    analytics.pageView(view('/x/b'));
    expect(sent.at(-1)).toEqual(['event', 'page_view', view('/x/b')]);
  });

  it('holds at most MAX_HELD_PAGE_VIEWS page views, keeping the latest', () => {
    const { analytics, sent } = setup();
    for (let index = 0; index < MAX_HELD_PAGE_VIEWS + 3; index += 1) analytics.pageView(view(`/p${index}`));
    analytics.setUserProperties(PROPERTIES);
    const locations = sent.map((command) => (command[0] === 'event' ? command[2].page_location : null)).filter(Boolean);
    expect(locations).toEqual(Array.from({ length: MAX_HELD_PAGE_VIEWS }, (_unused, index) => `/p${index + 3}`));
  });

  it('sends user properties only when one of them changes', () => {
    const { analytics, sent } = setup();
    analytics.setUserProperties(PROPERTIES);
    analytics.setUserProperties({ ...PROPERTIES });
    expect(sent).toHaveLength(1);
    analytics.setUserProperties({ ...PROPERTIES, code_variant: 'JS' });
    analytics.setUserProperties({ ...PROPERTIES, code_variant: 'JS', color_scheme: 'dark' });
    expect(sent.map((command) => command[2])).toEqual([
      PROPERTIES,
      { ...PROPERTIES, code_variant: 'JS' },
      { ...PROPERTIES, code_variant: 'JS', color_scheme: 'dark' },
    ]);
  });
});

describe('events', () => {
  it('sends an event named by its category with action and label', () => {
    const { analytics, sent } = setup();
    analytics.event('demo', 'crash', 'BasicGrid');
    analytics.event('settings', 'open');
    analytics.event('');
    expect(sent).toEqual([
      ['event', 'demo', { event_category: 'demo', event_action: 'crash', event_label: 'BasicGrid' }],
      ['event', 'settings', { event_category: 'settings', event_action: 'open' }],
    ]);
  });

  it('samples clicks by their split', () => {
    const { analytics, sent, random } = setup([0.29, 0.3, 0.95]);
    const click = { category: 'demo', action: 'copy', label: 'Grid', split: 0.3 };
    analytics.click(click);
    analytics.click(click);
    analytics.click(click);
    expect(sent).toEqual([['event', 'demo', { event_category: 'demo', event_action: 'copy', event_label: 'Grid' }]]);
    expect(random).toHaveBeenCalledTimes(3);
  });

  it('sends every click without a split and none with split 0', () => {
    const { analytics, sent, random } = setup();
    analytics.click({ category: 'settings', action: 'mode', label: 'dark', split: 1 });
    analytics.click({ category: 'settings', action: 'mode', label: 'light', split: 0 });
    expect(sent).toEqual([
      ['event', 'settings', { event_category: 'settings', event_action: 'mode', event_label: 'dark' }],
    ]);
    expect(random).not.toHaveBeenCalled();
  });

  it('reports about one ad display in ten, and every click and crash', () => {
    const { analytics, sent } = setup([0.05, 0.5]);
    analytics.ad('display', 'in-house-templates');
    analytics.ad('display', 'in-house-templates');
    analytics.ad('click', 'carbon');
    analytics.ad('crash', 'carbon');
    expect(sent).toEqual([
      ['event', 'ad', { event_category: 'ad', event_action: 'display', event_label: 'in-house-templates' }],
      ['event', 'ad', { event_category: 'ad', event_action: 'click', event_label: 'carbon' }],
      ['event', 'ad', { event_category: 'ad', event_action: 'crash', event_label: 'carbon' }],
    ]);
  });

  it('reports a web vital under its name with the rounded value', () => {
    const { analytics, sent } = setup();
    analytics.webVital({ name: 'LCP', value: 1234.56, delta: 1234.56, id: 'v5-1', rating: 'good' });
    analytics.webVital({ name: 'CLS', value: 0.0423, delta: 0.01, id: 'v5-2', rating: 'good' });
    expect(sent).toEqual([
      [
        'event',
        'LCP',
        {
          event_category: 'Web Vitals',
          value: 1235,
          metric_id: 'v5-1',
          metric_value: 1234.56,
          metric_delta: 1234.56,
          metric_rating: 'good',
          non_interaction: true,
        },
      ],
      [
        'event',
        'CLS',
        {
          event_category: 'Web Vitals',
          value: 42,
          metric_id: 'v5-2',
          metric_value: 0.0423,
          metric_delta: 0.01,
          metric_rating: 'good',
          non_interaction: true,
        },
      ],
    ]);
    expect(webVitalValue({ name: 'INP', value: 87.4 })).toBe(87);
  });
});
