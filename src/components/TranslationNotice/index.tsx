import React from 'react';
import Admonition from '@theme/Admonition';
import Translate, { translate } from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { usePluginData } from '@docusaurus/useGlobalData';
import { useLanguageLinks } from '@site/src/modules/i18n/useLanguageLinks';
import { translationNoticeKind } from '@site/src/modules/i18n/translationNotice';
import { SEARCH_IGNORE_ATTRIBUTES } from '@site/src/modules/search/areas';
import { TRANSLATION_STATUS_PLUGIN, type TranslationStatusData } from '@site/src/types/translationStatus';

interface Props {
  /** The doc's source file as Docusaurus names it (`metadata.source`). */
  readonly source: string;
}

/**
 * On a translated locale's page that shows the English text (no translation yet) or a translation made
 * from an older English page, a note in the reader's language with a link to the English original.
 * Search leaves it out: it is the same on hundreds of pages.
 */
export default function TranslationNotice({ source }: Props): React.JSX.Element | null {
  const { i18n } = useDocusaurusContext();
  const data = usePluginData(TRANSLATION_STATUS_PLUGIN) as TranslationStatusData | undefined;
  const english = useLanguageLinks().find((link) => link.language === i18n.defaultLocale);
  const kind = translationNoticeKind(i18n.currentLocale, i18n.defaultLocale, source, data?.staleSources ?? []);
  if (!kind || !english) return null;
  const link = (
    <a href={english.href} hrefLang={english.htmlLang} lang={english.htmlLang}>
      {english.label}
    </a>
  );
  return (
    <div {...SEARCH_IGNORE_ATTRIBUTES} data-translation-notice={kind}>
      {kind === 'untranslated' ? (
        <Admonition
          type="info"
          title={translate({ id: 'translation.untranslated.title', message: 'Not translated yet' })}
        >
          <p>
            <Translate id="translation.untranslated.body" values={{ link }}>
              {'This page has not been translated yet, so its text below is in English. Original: {link}.'}
            </Translate>
          </p>
        </Admonition>
      ) : (
        <Admonition
          type="caution"
          title={translate({ id: 'translation.stale.title', message: 'Not fully translated' })}
        >
          <p>
            <Translate id="translation.stale.body" values={{ link }}>
              {
                'The English page has changed since this translation was made, so parts of it may be out of date. Original: {link}.'
              }
            </Translate>
          </p>
        </Admonition>
      )}
    </div>
  );
}
