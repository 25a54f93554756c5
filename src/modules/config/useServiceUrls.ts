import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { servicesOfCustomFields, type ServiceUrls } from './serviceUrls';

/** The service addresses baked into this build (`customFields.services`). */
export function useServiceUrls(): ServiceUrls {
  const { siteConfig } = useDocusaurusContext();
  return servicesOfCustomFields(siteConfig.customFields);
}
