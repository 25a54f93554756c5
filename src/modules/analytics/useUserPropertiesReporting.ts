import { useEffect } from 'react';
import { useDisplayPreferences } from '@site/src/modules/preferences/DisplayPreferencesContext';
import { useSystemPrefersDark } from '@site/src/modules/preferences/useSystemPrefersDark';
import { useCodePreferences } from '@site/src/modules/codePreferences/CodePreferencesContext';
import { useCurrentLanguage } from '@site/src/modules/i18n/useCurrentLanguage';
import { analytics } from './index';
import { useDevicePixelRatio } from './useDevicePixelRatio';
import { deriveUserProperties, type UserProperties } from './userProperties';

function userAgent(): string {
  return typeof navigator === 'undefined' ? '' : navigator.userAgent;
}

/**
 * Reports the user properties once the stored display and code preferences have been read, and
 * again whenever one of them changes (the analytics module drops repeats). Used once, in Root.
 */
export function useUserPropertiesReporting(report: (properties: UserProperties) => void = analytics.setUserProperties): void {
  const { preferences, loaded: displayLoaded } = useDisplayPreferences();
  const { codeVariant, codeStyling, loaded: codeLoaded } = useCodePreferences();
  const systemPrefersDark = useSystemPrefersDark();
  const userLanguage = useCurrentLanguage();
  const devicePixelRatio = useDevicePixelRatio();
  const { mode } = preferences;

  useEffect(() => {
    if (!displayLoaded || !codeLoaded) return;
    report(
      deriveUserProperties({ codeVariant, codeStyling, userLanguage, devicePixelRatio, userAgent: userAgent(), systemPrefersDark, mode }),
    );
  }, [displayLoaded, codeLoaded, codeVariant, codeStyling, userLanguage, devicePixelRatio, systemPrefersDark, mode, report]);
}
