import type { GtagConfig } from '../../types/analytics';

/** Name of the local plugin (plugins/analytics) that hands the gtag configuration to the client. */
export const ANALYTICS_PLUGIN_NAME = 'portal-analytics';

/**
 * The gtag configuration in Docusaurus's global data (`{ [plugin]: { default: { gtag } } }`), or
 * null when analytics is off or the data is malformed.
 */
export function gtagConfigFromGlobalData(globalData: unknown): GtagConfig | null {
  if (!globalData || typeof globalData !== 'object') return null;
  const plugin = (globalData as Record<string, unknown>)[ANALYTICS_PLUGIN_NAME];
  const data = plugin && typeof plugin === 'object' ? (plugin as Record<string, unknown>).default : undefined;
  const gtag = data && typeof data === 'object' ? (data as Record<string, unknown>).gtag : undefined;
  if (!gtag || typeof gtag !== 'object') return null;
  const { id, scriptUrl } = gtag as Record<string, unknown>;
  return typeof id === 'string' && id !== '' && typeof scriptUrl === 'string' && scriptUrl !== ''
    ? { id, scriptUrl }
    : null;
}
