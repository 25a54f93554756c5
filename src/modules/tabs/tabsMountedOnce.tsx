/**
 * Docusaurus's tabs mount once (src/theme/Tabs, src/theme/TabItem). Docusaurus's `Tabs` keys itself on
 * `useIsBrowser()`, so right after hydration every set of tabs was thrown away and built again, its
 * panels' code blocks highlighted again with Prism, to apply a reader's stored choice (a `groupId`
 * such as the package manager). Docusaurus 3.10 applies that choice without it: the stored value is
 * read through `useSyncExternalStore` (nothing while hydrating, the value right after) and set by a
 * layout effect, an ordinary update. Around the original tabs, `useIsBrowser()` answers the value
 * the tabs mounted with, so their key never changes; inside each panel it answers the page's own
 * value again, so that what a panel holds (a `BrowserOnly`, a `Details`) sees hydration end as
 * everywhere else.
 */
import React, { createContext, useContext, useState, type ReactNode } from 'react';
// The context `useIsBrowser()` reads (it is `useContext` of it): @docusaurus/core has no public export of it.
import { Context as BrowserContext } from '@docusaurus/core/lib/client/browserContext';

/** The page's own `useIsBrowser()`, given past the tabs to their panels. */
const PageIsBrowser = createContext<boolean | undefined>(undefined);

/** Around the original tabs: `useIsBrowser()` is the value they mounted with. */
export function IsBrowserAtMount({ children }: { children: ReactNode }): React.JSX.Element {
  const isBrowser = useContext(BrowserContext);
  const [atMount] = useState(isBrowser);
  return (
    <PageIsBrowser.Provider value={isBrowser}>
      <BrowserContext.Provider value={atMount}>{children}</BrowserContext.Provider>
    </PageIsBrowser.Provider>
  );
}

/** Inside a panel: `useIsBrowser()` is the page's own value again. */
export function PageIsBrowserAgain({ children }: { children: ReactNode }): React.JSX.Element {
  const page = useContext(PageIsBrowser);
  const own = useContext(BrowserContext);
  return <BrowserContext.Provider value={page ?? own}>{children}</BrowserContext.Provider>;
}
