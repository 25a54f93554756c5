import { useEffect } from 'react';
import { useBrowserLayoutEffect } from './useBrowserLayoutEffect';

describe('useBrowserLayoutEffect on the server', () => {
  it('is the plain effect where there is no window', () => {
    expect(useBrowserLayoutEffect).toBe(useEffect);
  });
});
