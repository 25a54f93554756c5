import type { LoadContext, Plugin } from '@docusaurus/types';
import { titleGuardScript } from '../../config/pageTitle/titleGuardScript';

/** Adds the title guard to every page's <head>: the tab never reads the bare site title (config/pageTitle). */
export default function titleGuardPlugin(context: LoadContext): Plugin {
  return {
    name: 'portal-title-guard',
    injectHtmlTags() {
      return { headTags: [{ tagName: 'script', innerHTML: titleGuardScript(context.siteConfig.title) }] };
    },
  };
}
