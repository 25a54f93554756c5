// Replaced, not wrapped: the settings drawer's gear button takes the toggle's place (the mode is one of its settings).
import React from 'react';
import SettingsButton from '@site/src/components/SettingsButton';

/**
 * Where Docusaurus puts its colour-mode toggle (visible at every width) the portal puts its gear
 * button: the mode is one of the settings of the drawer it opens. Docusaurus's class, which hides the
 * toggle on phones, is left out: there the gear stays in the top bar.
 */
export default function NavbarColorModeToggle(): React.JSX.Element {
  return <SettingsButton />;
}
