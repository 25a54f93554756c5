import React from 'react';
import DarkModeOutlinedIcon from '@mui/icons-material/DarkModeOutlined';
import LightModeIcon from '@mui/icons-material/LightMode';
import SettingsBrightnessIcon from '@mui/icons-material/SettingsBrightness';
import { translate } from '@docusaurus/Translate';
import { useColorModeOwner } from '@site/src/modules/colorMode/ColorModeContext';
import type { ModeChoice } from '@site/src/modules/colorMode/colorModeChoice';
import ChoiceGroup, { type Choice } from '@site/src/components/ChoiceGroup';
import { settingsEventAttributes } from '@site/src/modules/analytics';
import SettingsSection from './SettingsSection';

/**
 * The drawer's Light / System / Dark buttons. The mode's own component, so that a mode change
 * re-renders these buttons and not the whole drawer (the mode-switch budget: notes/colour-mode.md).
 */
export default function ModeSection(): React.JSX.Element {
  const { choice, setChoice } = useColorModeOwner();
  const choices: readonly Choice<ModeChoice>[] = [
    {
      value: 'light',
      icon: <LightModeIcon fontSize="small" />,
      label: translate({ id: 'settings.mode.light', message: 'Light', description: 'Light mode' }),
    },
    {
      value: 'system',
      icon: <SettingsBrightnessIcon fontSize="small" />,
      label: translate({ id: 'settings.mode.system', message: 'System', description: 'Follow the system mode' }),
    },
    {
      value: 'dark',
      icon: <DarkModeOutlinedIcon fontSize="small" />,
      label: translate({ id: 'settings.mode.dark', message: 'Dark', description: 'Dark mode' }),
    },
  ];
  return (
    <SettingsSection
      heading={translate({
        id: 'settings.mode',
        message: 'Mode',
        description: 'Settings section: light, system or dark',
      })}
    >
      {(headingId) => (
        <ChoiceGroup
          value={choice}
          choices={choices}
          labelledBy={headingId}
          onChange={setChoice}
          buttonAttributes={(mode) => settingsEventAttributes('mode', mode)}
        />
      )}
    </SettingsSection>
  );
}
