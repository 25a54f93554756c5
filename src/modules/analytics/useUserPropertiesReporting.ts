import { useEffect } from 'react';
import { useColorModeOwner } from '@site/src/modules/colorMode/ColorModeContext';
import { useCodePreferences } from '@site/src/modules/codePreferences/CodePreferencesContext';
import { useCurrentLanguage } from '@site/src/modules/i18n/useCurrentLanguage';
import { analytics } from './index';
import { useDevicePixelRatio } from './useDevicePixelRatio';
import { deriveUserProperties, type UserProperties } from './userProperties';

function userAgent(): string {
  return typeof navigator === 'undefined' ? '' : navigator.userAgent;
}

/**
 * Reports the user properties once the stored colour mode and code preferences have been read, and
 * again whenever one of them changes (the analytics module drops repeats). Used once, in Root.
 */
export function useUserPropertiesReporting(
  report: (properties: UserProperties) => void = analytics.setUserProperties,
): void {
  const { choice: mode, systemPrefersDark, loaded: modeLoaded } = useColorModeOwner();
  const { codeVariant, codeStyling, loaded: codeLoaded } = useCodePreferences();
  const userLanguage = useCurrentLanguage();
  const devicePixelRatio = useDevicePixelRatio();

  useEffect(() => {
    if (!modeLoaded || !codeLoaded) return;
    report(
      deriveUserProperties({
        codeVariant,
        codeStyling,
        userLanguage,
        devicePixelRatio,
        userAgent: userAgent(),
        systemPrefersDark,
        mode,
      }),
    );
  }, [
    modeLoaded,
    codeLoaded,
    codeVariant,
    codeStyling,
    userLanguage,
    devicePixelRatio,
    systemPrefersDark,
    mode,
    report,
  ]);
}
