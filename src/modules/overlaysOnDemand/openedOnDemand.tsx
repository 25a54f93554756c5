/**
 * An overlay component (a popper, a modal, a menu) whose code loads when it is first opened rather
 * than with the page. Until an instance is opened it renders nothing, which is what the real
 * component renders while closed and not kept mounted, so the server HTML and the first paint are
 * the same. From its first opening on it renders the real component (through `onDemand`, so a chunk
 * that cannot load leaves the page as it is), closing transitions included. The code starts loading
 * on the reader's first interaction with the page, so it is there by the time a tooltip's delay or a
 * click asks for it, as a background load (backgroundLoads.ts): after a search the same interaction
 * started has given its first answer.
 */
import React, { forwardRef, useRef, type ComponentType } from 'react';
import { onDemand } from '../react/onDemand';
import { onFirstInteraction } from '../react/firstInteraction';
import { runInBackground } from '../react/backgroundLoads';
import { useHydrated } from '../react/useHydrated';

type Loader<P> = () => Promise<{ default: ComponentType<P> }>;

export function openedOnDemand<P extends object>(
  load: Loader<P>,
  isOpen: (props: P) => boolean,
): React.ForwardRefExoticComponent<React.PropsWithoutRef<P> & React.RefAttributes<unknown>> {
  const { Part, preload } = onDemand(load);
  if (typeof window !== 'undefined') onFirstInteraction(() => runInBackground(preload));
  const Overlay = forwardRef<unknown, P>(function OpenedOnDemand(overlayProps, ref): React.JSX.Element | null {
    const props = overlayProps as P;
    const opened = useRef(false);
    // An overlay kept mounted renders only once the page has hydrated: on the server its code is there,
    // so its Suspense boundary went into the HTML (empty: the overlay is in a portal), and in the browser
    // that boundary stayed dehydrated until the code arrived; a context above it that changed in the
    // meantime (the reader's first tap) made React report error 421 and render it again.
    const hydrated = useHydrated();
    if (isOpen(props)) opened.current = true;
    if (!opened.current || !hydrated) return null;
    return <Part {...props} ref={ref} />;
  });
  return Overlay as unknown as React.ForwardRefExoticComponent<React.PropsWithoutRef<P> & React.RefAttributes<unknown>>;
}

/** The test most overlays share: open, or kept mounted while closed. */
export function openOrKeptMounted(props: { open?: boolean; keepMounted?: boolean }): boolean {
  return Boolean(props.open || props.keepMounted);
}
