/**
 * A part of the page whose code loads on demand (the settings drawer, the feedback form, a template's
 * source viewer) and whose failure to load never takes the page down. `React.lazy` throws a failed
 * import to the nearest error boundary, which for a docs page is Docusaurus's own: the reader would see
 * the page replaced by an error because the connection dropped, or because the service worker has no
 * copy of a chunk the reader never fetched online. Here the part renders nothing instead, tells its
 * owner (`onFailed`), and its next mount asks the network again (React keeps a failed lazy component
 * failed, so a new one is made).
 */
import React, { Suspense, forwardRef, lazy, type ComponentType, type Ref } from 'react';
import { ErrorBoundary } from 'react-error-boundary';

type Loader<P> = () => Promise<{ default: ComponentType<P> }>;

export interface OnDemandPart<P> {
  /** Starts loading the code ahead of need (on hover or focus); a failure is left to the render. */
  preload(): void;
  /**
   * The part: nothing until its code is there; when it cannot load, nothing (and a call of `onFailed`)
   * until it is mounted again. A ref given to it reaches the loaded component.
   */
  Part: ComponentType<P & { onFailed?: () => void; ref?: Ref<unknown> }>;
}

export function onDemand<P extends object>(load: Loader<P>): OnDemandPart<P> {
  let Loaded = lazy(load);
  const Part = forwardRef<unknown, P & { onFailed?: () => void }>(function Part(partProps, ref): React.JSX.Element {
    const { onFailed, ...props } = partProps as P & { onFailed?: () => void };
    const Current = Loaded as unknown as ComponentType<P & { ref?: Ref<unknown> }>;
    return (
      // The boundary the ad slot and the demos use too: it renders nothing from the failure on.
      <ErrorBoundary
        fallback={null}
        onError={() => {
          Loaded = lazy(load);
          onFailed?.();
        }}
      >
        <Suspense fallback={null}>
          <Current {...(props as P)} ref={ref} />
        </Suspense>
      </ErrorBoundary>
    );
  }) as unknown as ComponentType<P & { onFailed?: () => void; ref?: Ref<unknown> }>;
  return {
    preload: () => {
      load().catch(() => undefined);
    },
    Part,
  };
}
