/** Whether a docs page needs the "not (fully) translated" note, and of which kind. */
export type TranslationNoticeKind = 'untranslated' | 'stale';

/**
 * In a translated locale, a doc whose source is the English file (`@site/docs/...`) has no translation
 * and shows the English text; one whose translation was made from an older English page is stale.
 * The default locale never shows a note.
 */
export function translationNoticeKind(
  locale: string,
  defaultLocale: string,
  source: string,
  staleSources: readonly string[],
): TranslationNoticeKind | null {
  if (locale === defaultLocale) return null;
  if (source.startsWith('@site/docs/')) return 'untranslated';
  if (staleSources.includes(source)) return 'stale';
  return null;
}
