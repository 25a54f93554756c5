import { GA_ATTRIBUTES, demoEventAttributes, gaEventAttributes, settingsEventAttributes } from './events';

describe('event attributes', () => {
  it('uses the data-ga-event-* attribute names', () => {
    expect(GA_ATTRIBUTES).toEqual({
      category: 'data-ga-event-category',
      action: 'data-ga-event-action',
      label: 'data-ga-event-label',
      split: 'data-ga-event-split',
    });
  });

  it('writes only the attributes given', () => {
    expect(gaEventAttributes('demo', 'copy')).toEqual({
      'data-ga-event-category': 'demo',
      'data-ga-event-action': 'copy',
    });
    expect(gaEventAttributes('demo', 'copy', 'Grid', 0.25)).toEqual({
      'data-ga-event-category': 'demo',
      'data-ga-event-action': 'copy',
      'data-ga-event-label': 'Grid',
      'data-ga-event-split': '0.25',
    });
  });

  it('tags settings controls with the settings category and demo controls with the demo name', () => {
    expect(settingsEventAttributes('mode', 'dark')).toEqual({
      'data-ga-event-category': 'settings',
      'data-ga-event-action': 'mode',
      'data-ga-event-label': 'dark',
    });
    expect(demoEventAttributes('variant-js', 'BasicGrid')).toEqual({
      'data-ga-event-category': 'demo',
      'data-ga-event-action': 'variant-js',
      'data-ga-event-label': 'BasicGrid',
    });
  });
});
