import React from 'react';
import DropdownNavbarItem from '@theme/NavbarItem/DropdownNavbarItem';
import type { Props as DropdownProps } from '@theme/NavbarItem/DropdownNavbarItem';
import { translate } from '@docusaurus/Translate';
import IconLanguage from '@theme/Icon/Language';
import { useLanguageLinks } from '@site/src/modules/i18n/useLanguageLinks';

type Props = Omit<DropdownProps, 'items' | 'label'>;

/**
 * The navbar language menu. Each entry leads to the current page in that language (a full page
 * load: each language is its own build), following the URL rules of the url module.
 */
export default function LanguageMenu(props: Props): React.JSX.Element {
  const links = useLanguageLinks();
  const items: DropdownProps['items'] = links.map((link) => ({
    label: link.label,
    lang: link.htmlLang,
    to: `pathname://${link.href}`,
    target: '_self',
    autoAddBaseUrl: false,
    className: link.current ? 'dropdown__link--active' : undefined,
  }));
  const currentLabel = links.find((link) => link.current)?.label ?? '';
  return (
    <DropdownNavbarItem
      {...props}
      aria-label={translate(
        {
          id: 'navbar.language.label',
          message: 'Language: {language}',
          description: 'Accessible name of the language menu',
        },
        { language: currentLabel },
      )}
      label={
        <>
          <IconLanguage style={{ verticalAlign: 'text-bottom', marginInlineEnd: 5 }} />
          {currentLabel}
        </>
      }
      items={items}
    />
  );
}
