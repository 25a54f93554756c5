import type { Plugin } from '@docusaurus/types';
import { directionScript } from '../../config/preferences/directionScript';

/** Adds the stored-direction script to every page's <head>, so RTL readers see RTL from the first frame. */
export default function displayPreferencesPlugin(): Plugin {
  return {
    name: 'portal-display-preferences',
    injectHtmlTags() {
      return { headTags: [{ tagName: 'script', innerHTML: directionScript() }] };
    },
  };
}
