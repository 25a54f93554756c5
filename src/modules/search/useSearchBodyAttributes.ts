import { useLocation } from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import { searchBodyAttributes } from './areas';

/** The search-body attributes of the page being shown (its area from its path), for the theme's wrappers. */
export function useSearchBodyAttributes(): Record<string, string> {
  const { pathname } = useLocation();
  const baseUrl = useBaseUrl('/');
  return searchBodyAttributes(pathname, baseUrl);
}
