import React from 'react';
import IconButton, { type IconButtonProps } from '@mui/material/IconButton';
import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import { translate } from '@docusaurus/Translate';
import { useColorModeOwner } from '@site/src/modules/colorMode/ColorModeContext';
import type { PaletteMode } from '@site/src/modules/colorMode/colorModeChoice';

/**
 * Matches inside the dark colour scheme: the page's `data-theme` attribute, which the first-paint
 * script sets before React runs, so the icon is right from the first frame.
 */
const IN_DARK = '[data-theme="dark"] &';

/** The mode a click switches to. */
export function otherMode(mode: PaletteMode): PaletteMode {
  return mode === 'dark' ? 'light' : 'dark';
}

function switchLabel(target: PaletteMode): string {
  return target === 'dark'
    ? translate({ id: 'templates.modeToggle.toDark', message: 'Switch to dark mode' })
    : translate({ id: 'templates.modeToggle.toLight', message: 'Switch to light mode' });
}

type Props = Omit<IconButtonProps, 'onClick' | 'aria-label' | 'children'>;

/**
 * A template's own light/dark switch. It holds no state: it tells the portal's one colour-mode
 * owner (`src/modules/colorMode`), so the choice persists and the next page paints it from the
 * first frame. The moon shows in light mode, the sun in dark mode (chosen by CSS on `data-theme`,
 * so no flash before hydration); the label names the mode a click switches to.
 */
export default function TemplateModeToggle(props: Props): React.JSX.Element {
  const { mode, setChoice } = useColorModeOwner();
  const target = otherMode(mode);
  return (
    <IconButton {...props} aria-label={switchLabel(target)} onClick={() => setChoice(target)}>
      <DarkModeOutlined fontSize="small" sx={{ [IN_DARK]: { display: 'none' } }} />
      <LightModeOutlined fontSize="small" sx={{ display: 'none', [IN_DARK]: { display: 'inline-block' } }} />
    </IconButton>
  );
}
