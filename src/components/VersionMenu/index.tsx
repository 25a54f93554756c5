import React from 'react';
import DropdownNavbarItem from '@theme/NavbarItem/DropdownNavbarItem';
import type { Props as DropdownProps } from '@theme/NavbarItem/DropdownNavbarItem';
import { translate } from '@docusaurus/Translate';
import { DOCS_VERSIONS } from '@site/src/data/products';
import { isExternalVersion, versionHref } from '@site/src/modules/products/versionLinks';
import { useCurrentLanguage } from '@site/src/modules/i18n/useCurrentLanguage';

type Props = Omit<DropdownProps, 'items' | 'label'>;

/** The navbar version menu: the current version, the archived sites, and the versions page. */
export default function VersionMenu(props: Props): React.JSX.Element {
  const language = useCurrentLanguage();
  const current = DOCS_VERSIONS.find((version) => version.current) ?? DOCS_VERSIONS[0];
  const items: DropdownProps['items'] = [
    ...DOCS_VERSIONS.map((version) =>
      isExternalVersion(version)
        ? { label: version.text, href: versionHref(version, language) }
        : { label: version.text, to: version.href, className: 'dropdown__link--active' },
    ),
    {
      label: translate({
        id: 'navbar.versions.all',
        message: 'All versions',
        description: 'Version menu link to the versions page',
      }),
      to: '/versions',
    },
  ];
  return (
    <DropdownNavbarItem
      {...props}
      label={current.text}
      aria-label={translate(
        {
          id: 'navbar.versions.label',
          message: 'Version {version}',
          description: 'Accessible name of the version menu',
        },
        { version: current.text },
      )}
      items={items}
    />
  );
}
