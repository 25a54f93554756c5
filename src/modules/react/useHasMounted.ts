import { useEffect, useState } from 'react';

/**
 * False during the server render and the first (hydrating) render in the browser, true after: a
 * component that shows what only the browser knows (the reader's stored mode, direction or colours)
 * renders it once this is true, so the hydrated markup matches the server's.
 */
export function useHasMounted(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted;
}
