/** Test stand-in for @docusaurus/router: a fixed location, which a test may change in place. */
export const mockLocation = {
  pathname: '/x/introduction/licensing',
  search: '',
  hash: '',
  state: undefined as unknown,
  key: 'default',
};

export function useLocation(): typeof mockLocation {
  return mockLocation;
}
