/**
 * Docusaurus shows nprogress's loading bar during a slow client navigation. nprogress's default markup
 * gives the bar `role="bar"`, which is not an ARIA role (axe: aria-roles, critical); the bar is
 * decoration, so it is hidden from assistive technology instead. Docusaurus configures the same
 * nprogress instance (`showSpinner: false`); `configure` merges, so the order of the modules does not matter.
 */
import nprogress from 'nprogress';

export const PROGRESS_BAR_TEMPLATE = '<div class="bar" aria-hidden="true"><div class="peg"></div></div>';

// nprogress finds its bar by the role unless told otherwise.
nprogress.configure({ template: PROGRESS_BAR_TEMPLATE, barSelector: '.bar' });
