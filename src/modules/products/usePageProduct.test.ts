/** @jest-environment jsdom */
import { renderHook } from '@testing-library/react';
import { mockLocation } from '@site/test/mocks/router';
import { usePageProduct } from './usePageProduct';

afterEach(() => {
  mockLocation.pathname = '/x/introduction/licensing';
});

describe('usePageProduct', () => {
  it("gives the shown page's product, category and canonical path (no language prefix, no trailing slash)", () => {
    mockLocation.pathname = '/zh/x/react-data-grid/editing/';
    const { result } = renderHook(() => usePageProduct());
    expect(result.current).toEqual({
      productId: 'x-data-grid',
      productCategory: 'x',
      canonicalPathname: '/x/react-data-grid/editing',
    });
  });

  it('follows the location when it changes', () => {
    const { result, rerender } = renderHook(() => usePageProduct());
    mockLocation.pathname = '/getting-started/usage';
    rerender();
    expect(result.current.canonicalPathname).toBe('/getting-started/usage');
    expect(result.current.productCategory).toBe('core');
  });
});
