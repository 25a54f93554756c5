import type { Plugin } from '@docusaurus/types';
import { earlyInputScript } from '../../config/earlyInput/earlyInputScript';

/** Adds the early-input script to every page's <head>: taps and keys before hydration are kept. */
export default function earlyInputPlugin(): Plugin {
  return {
    name: 'portal-early-input',
    injectHtmlTags() {
      return { headTags: [{ tagName: 'script', innerHTML: earlyInputScript() }] };
    },
  };
}
