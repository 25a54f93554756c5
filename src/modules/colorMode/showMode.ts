import type { PaletteMode } from './colorModeChoice';

/** The rule that holds every CSS transition while the page changes mode. */
export const TRANSITION_PAUSE_CSS = '*,*::before,*::after{transition:none!important}';

/** Marks the style element of the pause, so a second change within a frame reuses it. */
export const TRANSITION_PAUSE_ATTRIBUTE = 'data-portal-mode-change';

/**
 * Shows a mode on the page at once: every colour of the page (Infima's, MUI's, the code theme's) is a
 * CSS variable under `data-theme`, Docusaurus's attribute, which Docusaurus sets to the same value
 * once it has followed the owner.
 *
 * Without transitions: Infima gives every link a colour transition (and menu items, buttons and MUI
 * components theirs), so a change of mode would start one animation per element whose colour
 * changes, hundreds on an API page, each restyled in every frame for their duration while the
 * background has already changed. A style that holds transitions is in place for the style
 * computation that applies the mode and is removed after that frame (measured:
 * notes/colour-mode.md, "A change").
 */
export function showMode(doc: Document, mode: PaletteMode): void {
  const view = doc.defaultView;
  let pause = doc.head.querySelector<HTMLStyleElement>(`style[${TRANSITION_PAUSE_ATTRIBUTE}]`);
  if (!pause && view) {
    pause = doc.createElement('style');
    pause.setAttribute(TRANSITION_PAUSE_ATTRIBUTE, '');
    pause.textContent = TRANSITION_PAUSE_CSS;
    doc.head.appendChild(pause);
    const added = pause;
    // The frame that shows the mode is computed with the pause; it goes in a task after that frame.
    view.requestAnimationFrame(() => view.setTimeout(() => added.remove(), 0));
  }
  doc.documentElement.setAttribute('data-theme', mode);
}
