/** @jest-environment jsdom */
import { renderHook } from '@testing-library/react';
import { mockLocation } from '@site/test/mocks/router';
import { useSearchBodyAttributes } from './useSearchBodyAttributes';

describe('useSearchBodyAttributes', () => {
  const shown = mockLocation.pathname;
  afterEach(() => {
    mockLocation.pathname = shown;
  });

  it('files an /x/ page under the X area and another page under core', () => {
    mockLocation.pathname = '/x/introduction/licensing';
    expect(renderHook(() => useSearchBodyAttributes()).result.current).toEqual({
      'data-pagefind-body': '',
      'data-pagefind-filter': 'area:x',
    });
    mockLocation.pathname = '/getting-started/usage';
    expect(renderHook(() => useSearchBodyAttributes()).result.current['data-pagefind-filter']).toBe('area:core');
  });
});
