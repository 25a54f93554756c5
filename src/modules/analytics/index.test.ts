/** @jest-environment jsdom */
import { analytics, gtagTransport, trackAd, trackDemoEvent, trackEvent } from './index';
import { deriveUserProperties } from './userProperties';

describe('the analytics bridge without a configured id', () => {
  afterEach(() => {
    delete (window as { gtag?: unknown }).gtag;
    delete (window as { dataLayer?: unknown }).dataLayer;
  });

  it('is off and every call is a no-op: nothing thrown, nothing queued, no gtag called', () => {
    const gtag = jest.fn();
    (window as { gtag?: unknown }).gtag = gtag;
    expect(gtagTransport.state).toBe('off');
    expect(() => {
      trackEvent('settings', 'open');
      trackDemoEvent('crash', 'BasicGrid');
      trackAd('click', 'in-house');
      analytics.setUserProperties(
        deriveUserProperties({
          codeVariant: 'JS',
          codeStyling: 'css',
          userLanguage: 'zh',
          devicePixelRatio: 2,
          userAgent: '',
          systemPrefersDark: true,
          mode: 'dark',
        }),
      );
      analytics.pageView({ page_title: 'A', page_location: '/a', product_id: 'docs', product_category: 'docs' });
      analytics.webVital({ name: 'LCP', value: 1, delta: 1, id: 'x', rating: 'good' });
    }).not.toThrow();
    expect(gtag).not.toHaveBeenCalled();
    expect((window as { dataLayer?: unknown }).dataLayer).toBeUndefined();
    expect(document.querySelector('script')).toBeNull();
  });
});
