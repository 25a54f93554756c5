import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { DEFAULT_SERVICE_URLS, type ServiceUrls } from './serviceUrls';

/** The service addresses baked into this build (`customFields.services`). */
export function useServiceUrls(): ServiceUrls {
  const { siteConfig } = useDocusaurusContext();
  const services = siteConfig.customFields?.services as Partial<ServiceUrls> | undefined;
  return { ...DEFAULT_SERVICE_URLS, ...services };
}
