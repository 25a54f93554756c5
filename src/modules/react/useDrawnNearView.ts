import { startTransition, useLayoutEffect, useState, type RefObject } from 'react';
import { useLocation } from '@docusaurus/router';

/**
 * Parts of a page that are costly to draw (the live demos) and that a client navigation brings far
 * below the fold are drawn just after the page's first frame rather than in it (issue 24: a sidebar
 * click to a page of demos spent half its frame mounting demos the reader could not see yet).
 *
 * Everything is drawn at once when the page is server-rendered or hydrating (the markup must match
 * the server's), and when the address has a hash: Docusaurus scrolls to the target right after the
 * page mounts, and parts drawn later above it would push it away.
 */

/** How far down the page, in viewport heights, parts are drawn with the page's first frame. */
export const DRAWN_WITH_PAGE_VIEWPORTS = 1.5;

/** Whether a part mounting now is drawn in the same frame, before it is measured. */
export function drawnAtOnce(arrival: { readonly hydrating: boolean; readonly hash: string }): boolean {
  return arrival.hydrating || arrival.hash !== '';
}

/**
 * Whether a part is near enough to be drawn in the first frame: within the first screens of the page
 * (a navigation without a hash starts at the top) or on the screen the reader is looking at now (a
 * part mounted by what the reader did further down).
 */
export function nearView(
  box: { readonly top: number; readonly bottom: number },
  scrollY: number,
  viewportHeight: number,
): boolean {
  const onScreen = box.bottom > 0 && box.top < viewportHeight;
  return onScreen || box.top + scrollY < viewportHeight * DRAWN_WITH_PAGE_VIEWPORTS;
}

/** True in a server render and while React hydrates the page, false once the app runs in the browser. */
function hydrating(): boolean {
  return typeof document === 'undefined' || document.documentElement.dataset.hasHydrated !== 'true';
}

/**
 * Whether the part whose outer element is `ref` should draw its costly content now. After a client
 * navigation, a part far down the page answers false in its first render and true once the
 * browser has painted the page (in a transition, so a click or a key is not kept waiting); a part
 * near the view answers true before the first paint.
 */
export function useDrawnNearView(ref: RefObject<HTMLElement | null>): boolean {
  const { hash } = useLocation();
  const [drawn, setDrawn] = useState(() => drawnAtOnce({ hydrating: hydrating(), hash }));
  useLayoutEffect(() => {
    if (drawn) return undefined;
    const element = ref.current;
    if (!element || nearView(element.getBoundingClientRect(), window.scrollY, window.innerHeight)) {
      setDrawn(true);
      return undefined;
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setDrawn(true)), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [drawn, ref]);
  return drawn;
}
