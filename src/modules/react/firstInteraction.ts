/**
 * Runs a callback once, on the reader's first sign of interaction with the page: a pointer over or
 * down on it, a touch, a key, or focus moving into it. Code that only an interaction can need (a menu,
 * a tooltip's popper, a dialog) starts loading then, not with the page.
 */
export const FIRST_INTERACTION_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'keydown', 'focusin'] as const;

/** Returns a function that takes the listeners off without running the callback. */
export function onFirstInteraction(callback: () => void, target: EventTarget = window): () => void {
  let done = false;
  const stop = (): void => {
    done = true;
    for (const type of FIRST_INTERACTION_EVENTS) target.removeEventListener(type, run, true);
  };
  function run(): void {
    if (done) return;
    stop();
    callback();
  }
  for (const type of FIRST_INTERACTION_EVENTS) target.addEventListener(type, run, { capture: true, passive: true });
  return stop;
}
