/** @jest-environment jsdom */
import React, { useContext } from 'react';
import { render, screen } from '@testing-library/react';
import { Context as BrowserContext } from '@docusaurus/core/lib/client/browserContext';
import { IsBrowserAtMount, PageIsBrowserAgain } from './tabsMountedOnce';

/** Shows what `useIsBrowser()` answers where it renders. */
function Reads({ label }: { label: string }): React.JSX.Element {
  return <span data-testid={label}>{String(useContext(BrowserContext))}</span>;
}

/** A page whose hydration ends when `endHydration()` is called, as Docusaurus's provider flips its value. */
function renderPage(tree: React.ReactNode) {
  const { rerender } = render(<BrowserContext.Provider value={false}>{tree}</BrowserContext.Provider>);
  return { endHydration: () => rerender(<BrowserContext.Provider value={true}>{tree}</BrowserContext.Provider>) };
}

describe('tabs mounted once', () => {
  it('keeps the value the tabs mounted with around them, so their key stays the same after hydration', () => {
    const { endHydration } = renderPage(
      <IsBrowserAtMount>
        <Reads label="tabs" />
      </IsBrowserAtMount>,
    );
    expect(screen.getByTestId('tabs').textContent).toBe('false');
    endHydration();
    expect(screen.getByTestId('tabs').textContent).toBe('false');
  });

  it('gives a panel’s content the page’s own value, which turns true when hydration ends', () => {
    const { endHydration } = renderPage(
      <IsBrowserAtMount>
        <PageIsBrowserAgain>
          <Reads label="panel" />
        </PageIsBrowserAgain>
      </IsBrowserAtMount>,
    );
    expect(screen.getByTestId('panel').textContent).toBe('false');
    endHydration();
    expect(screen.getByTestId('panel').textContent).toBe('true');
  });

  it('mounts tabs rendered after hydration (a client navigation) with true, as Docusaurus’s own would', () => {
    render(
      <BrowserContext.Provider value={true}>
        <IsBrowserAtMount>
          <Reads label="late tabs" />
        </IsBrowserAtMount>
      </BrowserContext.Provider>,
    );
    expect(screen.getByTestId('late tabs').textContent).toBe('true');
  });

  it('leaves a panel outside the wrapper to the page’s value', () => {
    render(
      <BrowserContext.Provider value={true}>
        <PageIsBrowserAgain>
          <Reads label="alone" />
        </PageIsBrowserAgain>
      </BrowserContext.Provider>,
    );
    expect(screen.getByTestId('alone').textContent).toBe('true');
  });
});
