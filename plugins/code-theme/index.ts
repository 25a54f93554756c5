import type { Plugin } from '@docusaurus/types';
import { codeThemeCss } from '../../src/data/prismThemes';

/**
 * Puts the code theme's colours (CSS variables per mode, src/data/prismThemes.ts) in every page's
 * head, so code blocks are coloured from the first frame and follow `data-theme` like the rest of the
 * page.
 */
export default function codeThemePlugin(): Plugin {
  return {
    name: 'portal-code-theme',
    injectHtmlTags() {
      return { headTags: [{ tagName: 'style', innerHTML: codeThemeCss() }] };
    },
  };
}
