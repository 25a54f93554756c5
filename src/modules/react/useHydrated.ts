import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => undefined;

/**
 * False while the server renders and while the page hydrates, true from the render after, and true at
 * once in a component first mounted later (a client navigation). Unlike `useHasMounted`, it costs no
 * extra render where there is no server markup to match.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
