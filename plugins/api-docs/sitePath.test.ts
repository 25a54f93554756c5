import { sitePathOfUrl } from './sitePath';

describe('sitePathOfUrl', () => {
  it('reads site paths from MUI URLs', () => {
    expect(sitePathOfUrl('https://mui.com/x/react-data-grid/demo/#x')).toBe('/x/react-data-grid/demo');
    expect(sitePathOfUrl('/x/api/charts/')).toBe('/x/api/charts');
    expect(sitePathOfUrl('https://example.com/x')).toBeUndefined();
  });
});
