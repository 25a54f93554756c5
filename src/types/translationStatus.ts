/**
 * What the translation-status plugin (plugins/translation-status) hands the pages of a translated
 * locale: the sources (`@site/i18n/...`, as a doc's `metadata.source` names them) of the translations
 * made from an older English page.
 */
export interface TranslationStatusData {
  readonly staleSources: readonly string[];
}

/** The name of that plugin, under which pages read its data with `usePluginData`. */
export const TRANSLATION_STATUS_PLUGIN = 'portal-translation-status';
