import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';
import VersionMenu from '@site/src/components/VersionMenu';
import LanguageMenu from '@site/src/components/LanguageMenu';

/** Adds the portal's navbar items to Docusaurus's (`type: 'custom-versionMenu'`, ...). */
export default {
  ...ComponentTypes,
  'custom-versionMenu': VersionMenu,
  'custom-languageMenu': LanguageMenu,
};
