import path from 'node:path';
import { resolvePageUrl, type PageUrlContext } from './resolvePageUrl';

const site = '/site';
const context = (file: string, localePrefix = ''): PageUrlContext => ({
  file,
  pageUrl: `https://docs.test${localePrefix}/x/introduction/licensing`,
  siteUrl: 'https://docs.test',
  localePrefix,
  roots: [
    { dir: path.join(site, 'docs/x'), routeBasePath: '/x' },
    { dir: path.join(site, 'i18n/zh/docusaurus-plugin-content-docs-x/current'), routeBasePath: '/x' },
  ],
});

describe('resolvePageUrl', () => {
  const english = context(path.join(site, 'docs/x/introduction/licensing.mdx'));

  it('keeps external addresses', () => {
    expect(resolvePageUrl('https://mui.com/store/', english)).toBe('https://mui.com/store/');
    expect(resolvePageUrl('mailto:sales@example.test', english)).toBe('mailto:sales@example.test');
  });

  it('puts an anchor on the page and a route on the site', () => {
    expect(resolvePageUrl('#pro-plan', english)).toBe('https://docs.test/x/introduction/licensing#pro-plan');
    expect(resolvePageUrl('/components/buttons', english)).toBe('https://docs.test/components/buttons');
  });

  it('turns a file link into the address of its page, index files included', () => {
    expect(resolvePageUrl('./support.mdx#pro', english)).toBe('https://docs.test/x/introduction/support#pro');
    expect(resolvePageUrl('./index.mdx', english)).toBe('https://docs.test/x/introduction');
    expect(resolvePageUrl('../react-charts/bars.mdx', english)).toBe('https://docs.test/x/react-charts/bars');
  });

  it('resolves a translation’s links inside its locale', () => {
    const chinese = context(
      path.join(site, 'i18n/zh/docusaurus-plugin-content-docs-x/current/introduction/licensing.mdx'),
      '/zh',
    );
    expect(resolvePageUrl('./support.mdx', chinese)).toBe('https://docs.test/zh/x/introduction/support');
    expect(resolvePageUrl('/x/react-charts', chinese)).toBe('https://docs.test/zh/x/react-charts');
  });

  it('resolves other relative addresses against the page', () => {
    expect(resolvePageUrl('./diagram.svg', english)).toBe('https://docs.test/x/introduction/diagram.svg');
  });
});
