import type { LoadContext, Plugin } from '@docusaurus/types';
import { DOCS_AREAS } from '../../config/translations/docsAreas';
import { readAreaStatus } from '../../config/translations/translationFiles';
import { TRANSLATION_STATUS_PLUGIN, type TranslationStatusData } from '../../src/types/translationStatus';

/**
 * Tells the pages of a translated locale which of their translations are stale: the English page
 * changed after the translation was made (config/translations). The docs page shows a note on those,
 * and on the pages that have no translation at all (Docusaurus serves the English text there).
 */
export default function translationStatusPlugin(context: LoadContext): Plugin {
  const { currentLocale, defaultLocale } = context.i18n;
  return {
    name: TRANSLATION_STATUS_PLUGIN,
    async loadContent(): Promise<TranslationStatusData> {
      if (currentLocale === defaultLocale) return { staleSources: [] };
      const staleSources: string[] = [];
      for (const area of DOCS_AREAS) {
        for (const status of await readAreaStatus(context.siteDir, area, currentLocale)) {
          if (status.state === 'stale')
            staleSources.push(`@site/${area.translationsDir(currentLocale)}/${status.relPath}`);
        }
      }
      return { staleSources };
    },
    async contentLoaded({ content, actions }) {
      actions.setGlobalData(content);
    },
    getPathsToWatch() {
      return DOCS_AREAS.flatMap((area) => [
        `${area.docsDir}/**/*.{md,mdx}`,
        `${area.translationsDir(currentLocale)}/**/*.{md,mdx}`,
      ]);
    },
  };
}
