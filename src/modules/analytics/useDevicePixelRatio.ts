import { useSyncExternalStore } from 'react';

/**
 * Follows the device pixel ratio, which changes with the browser zoom and when the window moves to
 * another screen: a media query for the current ratio fires when it stops matching, and is then
 * replaced by one for the new ratio.
 */
function subscribe(onChange: () => void): () => void {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => {};
  let query: MediaQueryList | null = null;
  const handle = () => {
    listen();
    onChange();
  };
  const listen = () => {
    query?.removeEventListener('change', handle);
    query = window.matchMedia(`(resolution: ${window.devicePixelRatio}dppx)`);
    query.addEventListener('change', handle);
  };
  listen();
  return () => query?.removeEventListener('change', handle);
}

export function useDevicePixelRatio(): number {
  return useSyncExternalStore(
    subscribe,
    () => window.devicePixelRatio,
    () => 1,
  );
}
