// Replaced, not wrapped: the settings drawer's gear button takes the toggle's place (the mode is one of its settings).
import React from 'react';
import SettingsButton from '@site/src/components/SettingsButton';
import { useDocusaurusFollower } from '@site/src/modules/colorMode/useDocusaurusFollower';

/** Makes Docusaurus's colour mode follow the portal's; its own component, so a mode change re-renders nothing else. */
function DocusaurusFollower(): null {
  useDocusaurusFollower();
  return null;
}

/**
 * Where Docusaurus puts its colour-mode toggle (visible at every width) the portal puts its gear
 * button: the mode is one of the settings of the drawer it opens. Docusaurus's class, which hides the
 * toggle on phones, is left out: there the gear stays in the top bar.
 *
 * It is on every page, inside Docusaurus's layout, so it is also where Docusaurus's colour mode is
 * made to follow the portal's (`src/modules/colorMode`). The follower reads both colour modes and is
 * a sibling of the gear: were it this component's hook, each change would re-render the gear and
 * the whole open drawer with it before the next frame (notes/colour-mode.md, "A change").
 */
export default function NavbarColorModeToggle(): React.JSX.Element {
  return (
    <>
      <DocusaurusFollower />
      <SettingsButton />
    </>
  );
}
