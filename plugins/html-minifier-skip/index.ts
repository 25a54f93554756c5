import type { Plugin } from '@docusaurus/types';

/**
 * Docusaurus's own switch for its per-page HTML minifier, read by each SSG worker thread when it
 * starts (`@docusaurus/bundler`, minifyHtml.js).
 */
export const SKIP_HTML_MINIFICATION = 'SKIP_HTML_MINIFICATION';

/**
 * Turns off the HTML minifier of `docusaurus build` (issue 24; notes/performance.md, "The build: the
 * HTML as React writes it"). SWC's minifier parsed and wrote every page again: about 12 ms a page, a
 * third of the rendering threads' time (4 s of a locale's 11). What it took off was whitespace of
 * the page template, a few characters of Emotion's CSS, and the inline `<head>` scripts, which every
 * page repeats: those are now minified once per build (config/inlineScripts), and the pages lost
 * 2 % of their gzip bytes for it, not 10 %. Emotion's CSS is minified once per distinct text, and the
 * NUL bytes React's stream leaves in a page, which the minifier dropped, are dropped by the pass over
 * the built pages (plugins/built-pages).
 *
 * The worker threads copy the environment when they start, after the site has loaded, so setting the
 * variable here reaches them. A maintainer who wants the minifier back sets it to anything but "true".
 */
export default function htmlMinifierSkipPlugin(): Plugin {
  process.env[SKIP_HTML_MINIFICATION] ??= 'true';
  return { name: 'portal-html-minifier-skip' };
}
