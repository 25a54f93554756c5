/** @jest-environment jsdom */
import { renderHook } from '@testing-library/react';
import { mockDocusaurusContext } from '@site/test/mocks/useDocusaurusContext';
import { DEFAULT_SERVICE_URLS } from './serviceUrls';
import { useServiceUrls } from './useServiceUrls';

afterEach(() => {
  mockDocusaurusContext.siteConfig.customFields = {};
});

describe('useServiceUrls', () => {
  it("reads the build's addresses from customFields.services, the production ones for the rest", () => {
    mockDocusaurusContext.siteConfig.customFields = { services: { feedbackEndpoint: 'http://127.0.0.1:9/feedback' } };
    const { result } = renderHook(() => useServiceUrls());
    expect(result.current).toEqual({ ...DEFAULT_SERVICE_URLS, feedbackEndpoint: 'http://127.0.0.1:9/feedback' });
  });

  it('gives the production addresses when the build has none', () => {
    expect(renderHook(() => useServiceUrls()).result.current).toEqual(DEFAULT_SERVICE_URLS);
  });
});
