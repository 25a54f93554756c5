import { createContext } from 'react';

/** Stands in for @docusaurus/core's browser context (what `useIsBrowser()` reads): false until hydration ends. */
export const Context = createContext(false);
