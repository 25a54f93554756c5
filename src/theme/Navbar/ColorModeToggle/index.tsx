// Replaced, not wrapped: the settings drawer's gear button takes the toggle's place (the mode is one of its settings).
import React from 'react';
import SettingsButton from '@site/src/components/SettingsButton';
import { DocusaurusFollower } from '@site/src/modules/colorMode/useDocusaurusFollower';

/**
 * Where Docusaurus puts its colour-mode toggle (visible at every width) the portal puts its gear
 * button: the mode is one of the settings of the drawer it opens. Docusaurus's class, which hides the
 * toggle on phones, is left out: there the gear stays in the top bar.
 *
 * It is on every page, inside Docusaurus's layout, so it is also where Docusaurus's colour mode is
 * made to follow the portal's (`src/modules/colorMode`), by a sibling of the gear.
 */
export default function NavbarColorModeToggle(): React.JSX.Element {
  return (
    <>
      <DocusaurusFollower />
      <SettingsButton />
    </>
  );
}
