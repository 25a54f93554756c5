import React, { useDeferredValue, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { translate } from '@docusaurus/Translate';
import { DEFAULT_PALETTE } from '@site/src/data/constants';
import { useDisplayPreferences } from '@site/src/modules/preferences/DisplayPreferencesContext';
import type { PaletteColorName } from '@site/src/modules/preferences/displayPreferences';
import { useColorModeOwner } from '@site/src/modules/colorMode/ColorModeContext';
import type { PaletteMode } from '@site/src/modules/colorMode/colorModeChoice';
import { settingsEventAttributes } from '@site/src/modules/analytics';
import SettingsSection from './SettingsSection';
import ColorField from './ColorField';

/**
 * The drawer's primary and secondary colour fields and their reset. A field without a colour of
 * the reader's shows the default of the mode painted, so this section follows the mode, a render
 * after the frame that shows a change; the rest of the drawer does not re-render with it.
 */
export default function ColorsSection(): React.JSX.Element {
  // Deferred: at a mode change the page and the mode buttons are painted first, the fields after
  // (the memoized body is not rendered while the deferred mode is still the old one).
  const mode = useDeferredValue(useColorModeOwner().mode);
  return <ColorsSectionBody mode={mode} />;
}

const ColorsSectionBody = React.memo(function ColorsSectionBody({ mode }: { mode: PaletteMode }): React.JSX.Element {
  const { preferences, changeColors, resetColors } = useDisplayPreferences();
  const [colorError, setColorError] = useState<string | null>(null);

  const colorLabels: Record<PaletteColorName, string> = {
    primary: translate({
      id: 'settings.colors.primary',
      message: 'Primary',
      description: 'Primary colour picker label',
    }),
    secondary: translate({
      id: 'settings.colors.secondary',
      message: 'Secondary',
      description: 'Secondary colour picker label',
    }),
  };

  const applyColor = (name: PaletteColorName, main: string) => {
    try {
      changeColors({ [name]: { main } });
      setColorError(null);
    } catch (error) {
      setColorError(error instanceof Error ? error.message : String(error));
    }
  };

  return (
    <SettingsSection
      heading={translate({
        id: 'settings.colors',
        message: 'Colors',
        description: 'Settings section: palette colours',
      })}
    >
      {() => (
        <>
          {(['primary', 'secondary'] as const).map((name) => (
            <ColorField
              key={name}
              label={colorLabels[name]}
              value={preferences.colors[name]?.main ?? DEFAULT_PALETTE[mode][name]}
              onChange={(main) => applyColor(name, main)}
            />
          ))}
          {colorError && (
            <Alert severity="error" sx={{ mb: 1.5, whiteSpace: 'pre-line' }}>
              {colorError}
            </Alert>
          )}
          <Button
            variant="outlined"
            size="small"
            sx={{ textTransform: 'none' }}
            disabled={Object.keys(preferences.colors).length === 0}
            {...settingsEventAttributes('reset-colors')}
            onClick={() => {
              resetColors();
              setColorError(null);
            }}
          >
            {translate({
              id: 'settings.colors.reset',
              message: 'Reset colors',
              description: 'Restores the default palette',
            })}
          </Button>
        </>
      )}
    </SettingsSection>
  );
});
