import { languageSwitchHref } from './languageLinks';

describe('languageSwitchHref', () => {
  it('keeps the current page when switching to zh', () => {
    expect(languageSwitchHref('/x/introduction/licensing', 'zh')).toBe('/zh/x/introduction/licensing');
  });
  it('keeps the current page when switching back to en', () => {
    expect(languageSwitchHref('/zh/getting-started/usage', 'en')).toBe('/getting-started/usage');
  });
  it('keeps the query and hash it is given', () => {
    expect(languageSwitchHref('/zh/x/whats-new', 'en', '?a=1#release-cadence')).toBe(
      '/x/whats-new?a=1#release-cadence',
    );
  });
  it('maps the home page', () => {
    expect(languageSwitchHref('/', 'zh')).toBe('/zh');
    expect(languageSwitchHref('/zh', 'en')).toBe('/');
  });
  it('sends blog readers to the home of another language (the blog is English only)', () => {
    expect(languageSwitchHref('/blog/portal-launch', 'zh')).toBe('/zh');
    expect(languageSwitchHref('/blog', 'en')).toBe('/blog');
  });
  it('tolerates trailing slashes', () => {
    expect(languageSwitchHref('/x/introduction/', 'zh')).toBe('/zh/x/introduction');
  });
});
