/**
 * jsdom has no `window.matchMedia`, which MUI's colour-scheme state reads for the system preference.
 * `stubMatchMedia` gives the window one that matches no query; `removeMatchMedia` takes it away again.
 */
export function stubMatchMedia(): void {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (media: string) => ({
      matches: false,
      media,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}

export function removeMatchMedia(): void {
  delete (window as { matchMedia?: unknown }).matchMedia;
}
