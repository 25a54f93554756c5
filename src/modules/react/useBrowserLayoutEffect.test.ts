/** @jest-environment jsdom */
import { useLayoutEffect } from 'react';
import { useBrowserLayoutEffect } from './useBrowserLayoutEffect';

describe('useBrowserLayoutEffect', () => {
  it('is the layout effect in the browser', () => {
    expect(useBrowserLayoutEffect).toBe(useLayoutEffect);
  });
});
