import { useUserPropertiesReporting } from '@site/src/modules/analytics/useUserPropertiesReporting';

/** Renders nothing: keeps the analytics user properties in step with the reader's preferences. */
export default function AnalyticsUserProperties(): null {
  useUserPropertiesReporting();
  return null;
}
