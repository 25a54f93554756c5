/** @jest-environment jsdom */
import { render, renderHook, screen } from '@testing-library/react';
import { mockDocusaurusContext } from '@site/test/mocks/useDocusaurusContext';
import { DEFAULT_SERVICE_URLS } from '@site/src/modules/config/serviceUrls';
import { AdProvider, useAdContext } from './AdContext';

afterEach(() => {
  mockDocusaurusContext.siteConfig.customFields = {};
});

describe('AdContext', () => {
  it('outside its provider, throws the error naming the missing provider', () => {
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    function Probe(): null {
      useAdContext();
      return null;
    }
    expect(() => render(<Probe />)).toThrow(new Error('useAdContext must be used within an AdProvider'));
    quiet.mockRestore();
  });

  it('gives the placement and the built site addresses', () => {
    mockDocusaurusContext.siteConfig.customFields = {
      services: { adScriptUrl: '/__fakes/ads/carbon.js', adJsonUrl: '/__fakes/ads/ads.json' },
    };
    const { result } = renderHook(() => useAdContext(), {
      wrapper: ({ children }) => <AdProvider placement="doc-top">{children}</AdProvider>,
    });
    expect(result.current.placement).toBe('doc-top');
    expect(result.current.scriptUrl).toBe('/__fakes/ads/carbon.js');
    expect(result.current.jsonUrl).toBe('/__fakes/ads/ads.json');
    expect(typeof result.current.environment.fetch).toBe('function');
    expect(result.current.environment.userAgent()).toBe(navigator.userAgent);
  });

  it('falls back to the production addresses, and takes addresses and environment parts from its props', () => {
    const track = jest.fn();
    const { result } = renderHook(() => useAdContext(), {
      wrapper: ({ children }) => (
        <AdProvider placement="doc-top" jsonUrl="http://127.0.0.1:9/ads.json" environment={{ track }}>
          {children}
        </AdProvider>
      ),
    });
    expect(result.current.scriptUrl).toBe(DEFAULT_SERVICE_URLS.adScriptUrl);
    expect(result.current.jsonUrl).toBe('http://127.0.0.1:9/ads.json');
    result.current.environment.track('click', 'x');
    expect(track).toHaveBeenCalledWith('click', 'x');
  });

  it('renders its children', () => {
    render(
      <AdProvider placement="doc-top">
        <p>Page</p>
      </AdProvider>,
    );
    expect(screen.getByText('Page')).toBeInTheDocument();
  });
});
